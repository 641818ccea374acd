import type { ComponentProps, RefObject } from 'react';
import { composeEventHandlers } from '../../lib/compose';
import { Button, type ButtonProps } from '../button/button';
import { PrinterIcon } from '../icons/icons';
import { openPrintView, type PrintOpener } from './print-view';

export type PrintButtonProps = Omit<ButtonProps, 'asChild'> & {
  /** The section to print. */
  target: RefObject<Element | null>;
  /** Title of the popup window (spec: "Print"). */
  windowTitle?: string;
  /** For tests: the window to open the popup from. */
  opener?: PrintOpener;
};

/** Prints a section through the print view; the button itself is left out of the copy. */
export function PrintButton({
  target,
  windowTitle = 'Print',
  opener,
  children = 'Print',
  onClick,
  variant = 'secondary',
  ...props
}: PrintButtonProps) {
  return (
    <Button
      data-print-button=""
      variant={variant}
      onClick={composeEventHandlers(onClick, () => {
        if (target.current) openPrintView(target.current, { opener, title: windowTitle });
      })}
      {...props}
    >
      <PrinterIcon />
      {children}
    </Button>
  );
}

/** A heading only the printed copy shows (e.g. the patient's name and the date above a section). */
export function PrintOnlyHeading({ level = 2, ...props }: ComponentProps<'h2'> & { level?: 1 | 2 | 3 }) {
  const Heading = `h${level}` as const;
  return <Heading data-print-heading="" hidden {...props} />;
}
