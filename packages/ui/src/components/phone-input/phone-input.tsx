import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { composeEventHandlers } from '../../lib/compose';
import { cn } from '../../lib/cn';
import { controlClasses, FormField } from '../form-field/form-field';
import {
  applyPhoneEdit,
  caretAfterDigits,
  formatPhoneDisplay,
  pastedPhoneDigits,
  phoneDigits,
  toSubmittedPhone,
} from './phone-format';

export type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type' | 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Digits or any formatted phone; shown formatted. Makes the input controlled. */
  value?: string;
  defaultValue?: string;
  /** The digits (at most 10) after every change. */
  onValueChange?: (digits: string) => void;
  fieldClassName?: string;
};

/**
 * A US phone number field: formats while typing, keeps the caret in place, accepts pasted numbers.
 * With a `name`, the form submits XXX-XXX-XXXX (or empty unless exactly ten digits) under that name.
 */
export function PhoneInput({
  label,
  hint,
  error,
  id,
  required,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onPaste,
  name,
  className,
  fieldClassName,
  ...props
}: PhoneInputProps) {
  const [own, setOwn] = useState(() => formatPhoneDisplay(defaultValue));
  const display = value !== undefined ? formatPhoneDisplay(value) : own;
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const commit = (next: string, caret: number) => {
    pendingCaret.current = caret;
    if (value === undefined) setOwn(next);
    onValueChange?.(phoneDigits(next));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = applyPhoneEdit({
      previous: display,
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    commit(next.display, next.caret);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? display.length;
    const end = input.selectionEnd ?? display.length;
    const pasted = pastedPhoneDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    const before = display.slice(0, start).replace(/\D/g, '');
    const after = display.slice(end).replace(/\D/g, '');
    // A whole number pasted replaces what is there; a fragment is inserted at the caret.
    const digits = pasted.length === 10 ? pasted : phoneDigits(before + pasted + after);
    const formatted = formatPhoneDisplay(digits);
    const caretDigits = pasted.length === 10 ? 10 : Math.min(before.length + pasted.length, 10);
    commit(formatted, caretAfterDigits(formatted, caretDigits));
  };

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
        <>
          <input
            {...control}
            ref={inputRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required={required}
            value={display}
            onChange={composeEventHandlers(onChange, handleChange)}
            onPaste={composeEventHandlers(onPaste, handlePaste)}
            className={cn(controlClasses, className)}
            {...props}
          />
          {name && <input type="hidden" name={name} value={toSubmittedPhone(display)} />}
        </>
      )}
    </FormField>
  );
}
