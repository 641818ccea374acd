import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveDraft } from '../../../lib/drafts';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import type { AddressDraft } from '../lib/address-draft';
import { gatepass, onboardingHandlers } from '../stories-support';
import AddressScreen from './address-screen';

mockApi(onboardingHandlers({ gatepass: gatepass('address') }));

const typed: AddressDraft = {
  primary: { address1: '12 Elm St', address2: '', city: 'Boston', state: 'MA', zip: '02101', from: '' },
  past: [
    {
      address1: '50 Oak Ave',
      address2: '',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      from: '2015-01-01',
      to: '2020-06-30',
    },
  ],
  entry: null,
};

const open = (path: string) => renderScreen(<AddressScreen />, { path, routePath: '/address' });

describe('the address step', () => {
  it('[ADDR-4] a reload on the past addresses keeps the view and everything typed', async () => {
    saveDraft('addresses', typed);
    open('/address?view=list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Past addresses' })).toBeTruthy();
    expect(screen.getByText('12 Elm St, Boston, MA 02101')).toBeTruthy();
    expect(screen.getByText('50 Oak Ave, Austin, TX 73301')).toBeTruthy();
  });

  it('[ADDR-4] the list edits the primary address, and Back returns to the list with nothing lost', async () => {
    saveDraft('addresses', typed);
    const { router } = open('/address?view=list');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your primary address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your primary address' })).toBeTruthy();
    expect(screen.getByLabelText(/^Street address/)).toHaveProperty('value', '12 Elm St');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Past addresses' })).toBeTruthy();
    expect(screen.getByText('50 Oak Ave, Austin, TX 73301')).toBeTruthy();
  });

  it('[ADDR-4] a half-typed address survives a reload', async () => {
    const first = open('/address');
    const street = await screen.findByLabelText(/^Street address/);
    await userEvent.clear(street);
    await userEvent.type(street, '7 Half Typed Rd');
    first.unmount();
    open('/address');
    expect(await screen.findByLabelText(/^Street address/)).toHaveProperty('value', '7 Half Typed Rd');
  });
});
