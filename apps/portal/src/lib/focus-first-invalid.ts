/**
 * After a refused submit, focus goes to the first field marked invalid: a keyboard user is where the fix is,
 * and a screen reader reads the field's error with it. A frame later, once the marks the refusal sets are drawn.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
