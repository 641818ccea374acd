/** US phone rules of spec section 5 ([PHONE-1..3]); pure so they are table-tested. */

export const PHONE_DIGITS = 10;

/** [PHONE-1] Only digits, at most 10. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** [PHONE-2] "(XXX", then "(XXX) XXX", then "(XXX) XXX-XXXX" as digits arrive. */
export function formatPhoneDisplay(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** [PHONE-3] XXX-XXX-XXXX for exactly ten digits, otherwise empty. */
export function toSubmittedPhone(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length !== PHONE_DIGITS) return '';
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A pasted "+1 555 123 4567" keeps its ten national digits rather than losing the last one. */
export function pastedPhoneDigits(text: string): string {
  const d = text.replace(/\D/g, '');
  return d.length === PHONE_DIGITS + 1 && d.startsWith('1') ? d.slice(1) : d.slice(0, PHONE_DIGITS);
}

/** Caret index in `display` just after its n-th digit (0 → before the first digit). */
export function caretAfterDigits(display: string, n: number): number {
  if (n <= 0) return display.length === 0 ? 0 : display.search(/\d/);
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display[i] as string) && ++seen === n) return i + 1;
  }
  return display.length;
}

export interface PhoneEdit {
  /** The display before the edit. */
  previous: string;
  /** The input's raw value after the browser applied the edit. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  /** The InputEvent's inputType, e.g. "deleteContentBackward". */
  inputType?: string;
}

/**
 * The next display and caret after an edit: the caret stays after the same digit it followed, and
 * deleting a bracket, space or hyphen deletes the digit next to it (else the edit would seem to do nothing).
 */
export function applyPhoneEdit({ previous, raw, caret, inputType }: PhoneEdit): {
  display: string;
  caret: number;
} {
  let digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  let digits = raw.replace(/\D/g, '');
  const previousDigits = previous.replace(/\D/g, '');
  const deletedOnlyFormatting =
    inputType?.startsWith('delete') && digits === previousDigits && raw.length < previous.length;
  if (deletedOnlyFormatting) {
    if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1);
    } else if (digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
  }
  const display = formatPhoneDisplay(digits);
  return { display, caret: caretAfterDigits(display, Math.min(digitsBefore, PHONE_DIGITS)) };
}
