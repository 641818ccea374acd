import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from '../icons/icons';
import { controlClasses, FormField } from '../form-field/form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a state". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  fieldClassName?: string;
};

/** A labelled native select: the platform's list is the most robust on phones and with screen readers. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  ...props
}: SelectProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      controlId={id}
      className={fieldClassName}
    >
      {(control) => (
        <div className="relative">
          <select
            {...control}
            required={required}
            className={cn(controlClasses, 'appearance-none pe-10', className)}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-on-surface-muted" />
        </div>
      )}
    </FormField>
  );
}
