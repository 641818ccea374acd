import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';
import { FieldError } from '../form-field/form-field';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native checkbox with its label; the accent colour follows the brand. */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={cn('mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed', focusRing)}
          {...props}
        />
        <label htmlFor={inputId} className="text-on-surface">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="ms-8 text-sm text-on-surface-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-error`} className="ms-8 empty:-mt-1">
        {error}
      </FieldError>
    </div>
  );
}
