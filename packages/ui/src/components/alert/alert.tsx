import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CheckCircleIcon, InfoIcon, WarningIcon, XCircleIcon } from '../icons/icons';

export const alertVariants = cva(
  'flex gap-3 rounded-brand border-s-4 bg-surface p-4 text-on-surface shadow-sm',
  {
    variants: {
      tone: {
        info: 'border-info',
        success: 'border-success',
        warning: 'border-warning',
        danger: 'border-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = {
  info: <InfoIcon className="shrink-0 text-info" />,
  success: <CheckCircleIcon className="shrink-0 text-success" />,
  warning: <WarningIcon className="shrink-0 text-warning" />,
  danger: <XCircleIcon className="shrink-0 text-danger" />,
};

export type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode;
    /** Buttons or links shown under the message. */
    actions?: ReactNode;
  };

/**
 * A message in the page. Danger alerts are announced at once (role="alert"); the others politely
 * (role="status"), so appearing content does not interrupt.
 */
export function Alert({ tone, title, actions, className, children, role, ...props }: AlertProps) {
  const t = tone ?? 'info';
  return (
    <div
      role={role ?? (t === 'danger' ? 'alert' : 'status')}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {icons[t]}
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
