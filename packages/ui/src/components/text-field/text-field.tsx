import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FormField } from '../form-field/form-field';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Class of the wrapping field (the input takes className). */
  fieldClassName?: string;
};

/** A labelled text input with hint and error text. */
export function TextField({ label, hint, error, required, id, fieldClassName, ...props }: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      controlId={id}
      className={fieldClassName}
    >
      {(control) => <Input {...control} required={required} {...props} />}
    </FormField>
  );
}
