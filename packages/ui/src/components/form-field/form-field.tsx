import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a control inside a FormField must spread onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export type FormFieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  /** Shown under the label; read with the control. */
  hint?: ReactNode;
  /** Shown under the control in the danger colour; marks the control invalid. */
  error?: ReactNode;
  /** Adds the required marker; the control gets aria-required. */
  required?: boolean;
  /** Text after the label for required fields; hidden from screen readers, which hear "required". */
  requiredMarker?: string;
  /** Use a given id for the control (else one is generated). */
  controlId?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error text wired to one control by id. */
export function FormField({
  label,
  hint,
  error,
  required,
  requiredMarker = '*',
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = useId();
  const id = controlId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)} {...props}>
      <label htmlFor={id} className="font-semibold text-on-surface">
        {label}
        {required && (
          <span aria-hidden className="ms-1 text-danger">
            {requiredMarker}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-on-surface-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} className="empty:-mt-1">
        {error}
      </FieldError>
    </div>
  );
}

/**
 * A field's error under it, inside a polite live region that is always in the page: a screen reader reads an
 * error out when it appears (WCAG 4.1.3), also for a field that does not have focus, and a region that exists
 * before its text is one every screen reader notices. Polite, so the errors of one refused submit queue up
 * instead of cutting each other off. Empty, it takes no room: `className` cancels the parent's gap.
 */
export function FieldError({
  id,
  className,
  children,
}: {
  id: string | undefined;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className={className}>
      {children ? (
        <p id={id} className="text-sm font-medium text-danger">
          {children}
        </p>
      ) : null}
    </div>
  );
}

/** Shared look of text-like controls; the border meets 3:1 against the surface in every brand. */
export const controlClasses = cn(
  'min-h-11 w-full rounded-brand border border-border bg-surface px-3 py-2 text-base text-on-surface',
  'placeholder:text-on-surface-muted disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-2 aria-invalid:border-danger',
  // named on focus, as in focusRing: `outline-none` alone leaves the ring undrawn
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
);
