import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  applyPhoneEdit,
  formatPhoneDisplay,
  pastedPhoneDigits,
  phoneDigits,
  toSubmittedPhone,
} from './phone-format';
import { PhoneInput } from './phone-input';

describe('phone rules', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567 ext 89', '5551234567'],
    ['abc', ''],
    ['12345678901234', '1234567890'],
  ])('[PHONE-1] strips %j to digits, at most 10: %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
  ])('[PHONE-2] shows %j as %j', (digits, display) => {
    expect(formatPhoneDisplay(digits)).toBe(display);
  });

  it.each([
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555123456', ''],
    ['55512345678', ''],
    ['', ''],
  ])('[PHONE-3] submits %j as %j', (value, submitted) => {
    expect(toSubmittedPhone(value)).toBe(submitted);
  });

  it.each([
    ['+1 (555) 123-4567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['123', '123'],
  ])('a pasted %j keeps the national digits %j', (text, digits) => {
    expect(pastedPhoneDigits(text)).toBe(digits);
  });

  it.each([
    // typing at the end moves past the inserted formatting
    [{ previous: '(555', raw: '(5551', caret: 5, inputType: 'insertText' }, '(555) 1', 7],
    // typing in the middle keeps the caret after the typed digit
    [
      { previous: '(555) 123-4567', raw: '(5595) 123-4567', caret: 4, inputType: 'insertText' },
      '(559) 512-3456',
      4,
    ],
    // backspace over ") " deletes the digit before it
    [{ previous: '(555) 1', raw: '(555)1', caret: 5, inputType: 'deleteContentBackward' }, '(551', 3],
    // backspace over "-" deletes the 6th digit
    [
      { previous: '(555) 123-4567', raw: '(555) 1234567', caret: 9, inputType: 'deleteContentBackward' },
      '(555) 124-567',
      8,
    ],
    // delete key before "-" removes the next digit
    [
      { previous: '(555) 123-4567', raw: '(555) 1234567', caret: 9, inputType: 'deleteContentForward' },
      '(555) 123-567',
      9,
    ],
  ])('keeps the caret where a person expects (%#)', (edit, display, caret) => {
    expect(applyPhoneEdit(edit)).toEqual({ display, caret });
  });
});

describe('PhoneInput', () => {
  it('[PHONE-2] formats while typing and reports the digits', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput label="Mobile phone" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.type(input, '555');
    expect(input).toHaveProperty('value', '(555');
    await userEvent.type(input, '1234567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    await userEvent.type(input, '99');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    expect(onValueChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('accepts a pasted number with country code', async () => {
    render(<PhoneInput label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    input.focus();
    await userEvent.paste('+1 555 123 4567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
  });

  it('[PHONE-3] submits XXX-XXX-XXXX under its name, or empty when incomplete', async () => {
    const { container } = render(
      <form>
        <PhoneInput label="Phone" name="phone" defaultValue="555123456" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('phone')).toBe('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '7');
    expect(new FormData(form).get('phone')).toBe('555-123-4567');
  });

  it('shows the error text and marks the field invalid', () => {
    render(<PhoneInput label="Phone" error="Enter a 10-digit phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a 10-digit phone number').id).toBe(input.getAttribute('aria-describedby'));
  });

  it("runs the consumer's onChange first and lets it cancel formatting", async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput label="Phone" onChange={(e) => e.preventDefault()} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '5');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
