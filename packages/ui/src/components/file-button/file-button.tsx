import { useId, type ComponentProps, type ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';
import { FieldError } from '../form-field/form-field';

export type FileButtonProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'children'> &
  Pick<VariantProps<typeof buttonVariants>, 'variant' | 'size'> & {
    /** The button's text and the input's name, in the page's language. */
    label: ReactNode;
    /** Shown under the button; read with it. */
    hint?: ReactNode;
    /** Why the chosen file was refused, under the button in the danger colour; read with it. */
    error?: ReactNode;
  };

/**
 * A file picker that speaks the page's language. The browser's own file button says "Choose File" and "No file
 * chosen" in the browser's language, whatever the page's: here the native input is visually hidden but stays
 * focusable and is what assistive technology and tests reach; its label, drawn as a button, is what people see
 * and click. The focus ring follows the hidden input.
 */
export function FileButton({
  label,
  hint,
  error,
  variant = 'secondary',
  size,
  className,
  ...props
}: FileButtonProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <input
        id={id}
        type="file"
        className="peer sr-only"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...props}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant, size }),
          'cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          'peer-focus-visible:outline-solid peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
        )}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-on-surface-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} className="empty:-mt-1">
        {error}
      </FieldError>
    </div>
  );
}
