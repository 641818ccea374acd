import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';
import { FieldError } from '../form-field/form-field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
};

/** Native radios in a fieldset: arrow keys move between choices, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  required,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value);
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-1 font-semibold text-on-surface">{legend}</legend>
      <div className={cn('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((o, i) => {
          const optionId = `${id}-${i}`;
          return (
            <div key={o.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={o.value}
                disabled={o.disabled}
                required={required}
                {...(value !== undefined
                  ? { checked: value === o.value, onChange }
                  : { defaultChecked: defaultValue === o.value, onChange })}
                // the group's error on each choice too: a screen reader on a radio hears it is invalid and why
                aria-describedby={
                  [o.hint && `${optionId}-hint`, error && errorId].filter(Boolean).join(' ') || undefined
                }
                aria-invalid={error ? true : undefined}
                className={cn('mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed', focusRing)}
              />
              <div>
                <label htmlFor={optionId} className="text-on-surface">
                  {o.label}
                </label>
                {o.hint && (
                  <p id={`${optionId}-hint`} className="text-sm text-on-surface-muted">
                    {o.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} className="empty:-mt-2">
        {error}
      </FieldError>
    </fieldset>
  );
}
