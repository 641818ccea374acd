import { describe, expect, it } from 'vitest';
import type { AddressesResponse } from '@portal/contract';
import { shownView, startingDraft, type AddressDraft, type PrimaryDraft } from './address-draft';

const home: PrimaryDraft = {
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02101',
  from: '',
};
const withPrimary: AddressDraft = { primary: home, past: [], entry: null };
const without: AddressDraft = { primary: null, past: [], entry: null };

describe('the address view shown', () => {
  it.each([
    [null, 'primary', withPrimary, 'primary'],
    [null, 'list', withPrimary, 'list'],
    ['confirm', 'primary', withPrimary, 'primaryConfirm'],
    ['list', 'primary', withPrimary, 'list'],
    ['past', 'primary', without, 'pastEntry'],
    ['primary', 'list', withPrimary, 'primary'],
    // a lost primary address sends the patient back to the step that lost it, never on without it
    ['confirm', 'primary', without, 'primary'],
    ['list', 'primary', without, 'primary'],
    ['nonsense', 'primary', withPrimary, 'primary'],
  ] as const)('[ADDR-4] ?view=%s (default %s) with %j shows %s', (param, fallback, draft, view) => {
    expect(shownView(param, fallback, draft)).toBe(view);
  });
});

describe('where the address step starts', () => {
  const saved: AddressesResponse = {
    primary: null,
    past: [],
    suggested_primary: {
      address1: '100 Sandbox Way',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    },
    data_pull: 'not_started',
  };

  it('[ADDR-4] a reload keeps what this tab typed over what is saved', () => {
    const kept: AddressDraft = { primary: home, past: [], entry: null };
    expect(startingDraft(kept, saved, { primary: null, past: [] })).toBe(kept);
  });

  it('[ADDR-4] a first visit starts from the address confirmed on the ID', () => {
    expect(startingDraft(null, saved, { primary: null, past: [] }).primary).toMatchObject({
      address1: '100 Sandbox Way',
      address2: '',
      from: '',
    });
  });
});
