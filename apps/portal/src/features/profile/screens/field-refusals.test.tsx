import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { codeSent, dateOfBirth, primaryAddress } from '../stories-support';
import AddressFormScreen from './address-form-screen';
import DateOfBirthScreen from './date-of-birth-screen';
import NewPhoneScreen from './new-phone-screen';

const server = mockApi();

/** A refusal as the server sends it: the message, and what it is about. */
const refused = (status: number, error: string, params?: Record<string, string | number>) =>
  HttpResponse.json({ status_code: status, status_text: 'Error', error, params }, { status });

/** The text an input's aria-describedby points at (its hint and its error). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('server refusals land at the field they concern', () => {
  it('[PROF-3] a number already on the account is said at the phone field, and stays until the number changes', async () => {
    server.use(
      http.post('*/v1/patient/phone', () =>
        refused(409, 'PHONE_ALREADY_ADDED - This number is already on your account.'),
      ),
    );
    renderScreen(<NewPhoneScreen />, { path: '/profile/phones/new' });
    const phone = await screen.findByLabelText(/^Phone number/);
    await userEvent.type(phone, '3125550177');
    await userEvent.click(screen.getByRole('radio', { name: 'Work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('This number is already on your account.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(description(phone)).toContain('This number is already on your account.');
    // another answer elsewhere leaves it; a new number takes it away
    await userEvent.click(screen.getByRole('radio', { name: 'Home' }));
    expect(description(phone)).toContain('This number is already on your account.');
    await userEvent.type(phone, '{backspace}8');
    expect(description(phone)).not.toContain('This number is already on your account.');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    // whole forms typed key by key: slow on a busy machine
  }, 20_000);

  it('[PROF-3] a wrong code is said at the code field, in Spanish too', async () => {
    server.use(
      http.post('*/v1/patient/phone', () => ok(codeSent, 201)),
      http.post('*/v1/patient/phone/confirm', () =>
        refused(400, 'MFA_CODE_INVALID - El código no es correcto.', { attempts_left: 4 }),
      ),
    );
    renderScreen(<NewPhoneScreen />, { path: '/profile/phones/new', language: 'es' });
    await userEvent.type(await screen.findByLabelText(/^Número de teléfono/), '3125550177');
    await userEvent.click(screen.getByRole('radio', { name: 'Trabajo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    const code = await screen.findByLabelText(/^Código de 6 dígitos/);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El código no es correcto.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(description(code)).toContain('El código no es correcto.');
    // whole forms typed key by key: slow on a busy machine
  }, 20_000);

  it('[ADDR-4] a street the server refuses is said at the street field, the other fields kept', async () => {
    server.use(
      http.get('*/v1/patient/addresses', () => ok({ addresses: [primaryAddress] })),
      http.post('*/v1/patient/address', () =>
        refused(400, 'VALIDATION_FAILED - Address is too long: use at most 120 characters.', {
          field: 'address',
          path: 'address.address1',
          key: 'too_long',
          max: 120,
        }),
      ),
    );
    renderScreen(<AddressFormScreen />, {
      path: '/profile/addresses/new?kind=additional',
      routePath: '/profile/addresses/new',
    });
    const street = await screen.findByLabelText(/Street address/);
    await userEvent.type(street, '9 Elm St');
    await userEvent.type(screen.getByLabelText(/City/), 'Austin');
    await userEvent.selectOptions(screen.getByLabelText(/State/), 'TX');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '73301');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address is too long: use at most 120 characters.')).toBeTruthy();
    expect(description(street)).toContain('Address is too long');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Austin');
    // whole forms typed key by key: slow on a busy machine
  }, 20_000);
});

describe('the fields take the server’s caps and say what is wrong', () => {
  it('[ADDR-4] a street field takes no more than the server keeps', async () => {
    server.use(http.get('*/v1/patient/addresses', () => ok({ addresses: [primaryAddress] })));
    renderScreen(<AddressFormScreen />, {
      path: '/profile/addresses/new?kind=additional',
      routePath: '/profile/addresses/new',
    });
    const street = (await screen.findByLabelText(/Street address/)) as HTMLInputElement;
    expect(street.maxLength).toBe(120);
    expect((screen.getByLabelText(/City/) as HTMLInputElement).maxLength).toBe(80);
  });

  it.each([
    ['en', 'Date of birth', 'Save', /from 1900 until today/, /future/],
    ['es', 'Fecha de nacimiento', 'Guardar', /desde 1900 hasta hoy/, /futura/],
  ] as const)(
    '[PROF-4] %s: a date of birth in 1890 is called implausible, not a future date',
    async (language, label, save, plausible, future) => {
      server.use(http.get('*/v1/patient/dob', () => ok(dateOfBirth())));
      renderScreen(<DateOfBirthScreen />, { path: '/profile/date-of-birth', language });
      const field = await screen.findByLabelText(new RegExp(`^${label}`));
      fireEvent.change(field, { target: { value: '1890-01-01' } });
      await userEvent.click(within(field.closest('form')!).getByRole('button', { name: save }));
      const text = description(field);
      expect(text).toMatch(plausible);
      expect(text).not.toMatch(future);
    },
  );
});
