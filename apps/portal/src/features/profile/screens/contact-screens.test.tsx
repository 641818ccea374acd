import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { PatientAddress, PatientAddressRequest, PatientPhone } from '@portal/contract';
import { storageKeys } from '../../../lib/session';
import { makeJwt } from '../../../testing/jwt';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { accountPhone, codeSent, names, patientAddresses, primaryAddress } from '../stories-support';
import AddressFormScreen from './address-form-screen';
import AddressesScreen from './addresses-screen';
import NewPhoneScreen from './new-phone-screen';
import PhonesScreen from './phones-screen';
import NamesScreen from './names-screen';

const server = mockApi();

const addressRoutes = [
  { path: '/profile/addresses', element: <AddressesScreen /> },
  { path: '/profile/addresses/new', element: <AddressFormScreen /> },
];

async function typeAddress(street: string) {
  await userEvent.type(await screen.findByLabelText(/Street address/), street);
  await userEvent.type(screen.getByLabelText(/City/), 'Austin');
  await userEvent.selectOptions(screen.getByLabelText(/State/), 'TX');
  await userEvent.type(screen.getByLabelText(/ZIP code/), '73301');
}

describe('the profile addresses', () => {
  it('[PROF-2] moving house sends the new primary with its date and shows the old address among the past ones', async () => {
    let addresses: PatientAddress[] = [primaryAddress];
    const sent: PatientAddressRequest[] = [];
    server.use(
      http.get('*/v1/patient/addresses', () => ok({ addresses })),
      http.post('*/v1/patient/address', async ({ request }) => {
        const body = (await request.json()) as PatientAddressRequest;
        sent.push(body);
        const moved = { ...primaryAddress, ...body.address, id: 'new', kind: 'primary' as const, to: null };
        addresses = [moved, { ...primaryAddress, kind: 'past', to: '2026-10-01' }];
        return ok(moved, 201);
      }),
    );
    renderScreen(null, { path: '/profile/addresses/new?kind=primary', routes: addressRoutes });
    expect(await screen.findByText('Your new address')).toBeTruthy();
    await typeAddress('9 Elm St');
    await userEvent.type(screen.getByLabelText(/Date you moved in/), '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Past addresses')).toBeTruthy();
    expect(sent).toEqual([
      {
        kind: 'primary',
        address: {
          address1: '9 Elm St',
          address2: null,
          city: 'Austin',
          state: 'TX',
          zip: '73301',
          from: '2026-10-01',
        },
      },
    ]);
    expect(screen.getByText('7 Lake Rd, Madison, WI 53703')).toBeTruthy();
    expect(screen.getByText(/From March 1, 2024 until October 1, 2026/)).toBeTruthy();
    // A whole form typed key by key: slow on a busy machine.
  }, 20_000);

  it('[PROF-2] a past address without its dates is refused in the form, in Spanish too, and nothing is sent', async () => {
    let posted = false;
    server.use(
      http.get('*/v1/patient/addresses', () => ok(patientAddresses())),
      http.post('*/v1/patient/address', () => {
        posted = true;
        return ok({}, 201);
      }),
    );
    renderScreen(null, { path: '/profile/addresses/new?kind=past', routes: addressRoutes, language: 'es' });
    await userEvent.type(await screen.findByLabelText(/^Dirección/), '1 Main St');
    await userEvent.type(screen.getByLabelText(/Ciudad/), 'Austin');
    await userEvent.selectOptions(screen.getByLabelText(/Estado/), 'TX');
    await userEvent.type(screen.getByLabelText(/Código postal/), '73301');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    // Both dates are asked for, each under its own field.
    expect(await screen.findAllByText(/^Dirección: la fecha/)).toHaveLength(2);
    expect(posted).toBe(false);
  });
});

describe('the legal name', () => {
  it('[PROF-1] once a change applies, the id token is re-issued so the name shown everywhere follows it', async () => {
    localStorage.setItem(
      storageKeys.idToken,
      makeJwt({ sub: 'p-1', given_name: 'Dana', family_name: 'Demo' }),
    );
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    const renamed = makeJwt({ sub: 'p-1', given_name: 'Dana', family_name: 'Rivera' });
    server.use(
      http.get('*/v1/patient/names', () => ok(names())),
      http.put('*/v1/patient/name', () => ok({ outcome: 'applied' })),
      http.get('*/v1/refresh-token', () =>
        ok({ access_token: makeJwt({ sub: 'p-1' }), id_token: renamed, refresh_token: 'refresh-2' }),
      ),
    );
    renderScreen(<NamesScreen />, { path: '/profile/names' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change legal name' }));
    const last = screen.getByLabelText(/^Last name/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.idToken)).toBe(renamed));
  });
});

describe('the profile phones', () => {
  it('[PROF-3] a new number is sent as XXX-XXX-XXXX with its label, then confirmed with the code texted to it', async () => {
    let phones: PatientPhone[] = [accountPhone];
    const sent: unknown[] = [];
    server.use(
      http.get('*/v1/patient/phones', () => ok({ phoneNumber: phones })),
      http.post('*/v1/patient/phone', async ({ request }) => {
        sent.push(await request.json());
        phones = [accountPhone, codeSent.phone];
        return ok(codeSent, 201);
      }),
      http.post('*/v1/patient/phone/confirm', async ({ request }) => {
        sent.push(await request.json());
        phones = [accountPhone, { ...codeSent.phone, confirmed: true }];
        return ok(phones[1]);
      }),
    );
    renderScreen(null, {
      path: '/profile/phones/new',
      routes: [
        { path: '/profile/phones', element: <PhonesScreen /> },
        { path: '/profile/phones/new', element: <NewPhoneScreen /> },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/^Phone number/), '3125550177');
    await userEvent.click(screen.getByRole('radio', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await userEvent.type(await screen.findByLabelText(/^6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('(312) 555-0177')).toBeTruthy();
    expect(sent).toEqual([
      { phone: '312-555-0177', label: 'home' },
      { id: codeSent.phone.id, mfa_token: 'story-token', code: '123456' },
    ]);
  });

  it('[PROF-3] a number that is not ten digits is refused in the form and nothing is sent', async () => {
    let posted = false;
    server.use(
      http.post('*/v1/patient/phone', () => {
        posted = true;
        return ok(codeSent, 201);
      }),
    );
    renderScreen(<NewPhoneScreen />, { path: '/profile/phones/new' });
    await userEvent.type(await screen.findByLabelText(/^Phone number/), '312555');
    await userEvent.click(screen.getByRole('radio', { name: 'Work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter a 10-digit mobile number.')).toBeTruthy();
    expect(posted).toBe(false);
  });
});
