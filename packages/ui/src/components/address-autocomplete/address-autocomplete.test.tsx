import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  addressFromPlace,
  addressFromPlaceComponents,
  US_STATES,
  validateAddress,
  type AddressComponent,
} from './address';
import { AddressAutocomplete } from './address-autocomplete';

const place: AddressComponent[] = [
  { long_name: '1600', short_name: '1600', types: ['street_number'] },
  { long_name: 'Amphitheatre Parkway', short_name: 'Amphitheatre Pkwy', types: ['route'] },
  { long_name: 'Mountain View', short_name: 'MV', types: ['locality', 'political'] },
  {
    long_name: 'Santa Clara County',
    short_name: 'Santa Clara County',
    types: ['administrative_area_level_2'],
  },
  { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1', 'political'] },
  { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  { long_name: '94043', short_name: '94043', types: ['postal_code'] },
];

describe('addressFromPlace', () => {
  it.each([
    ['street_number', '1600'],
    ['route', 'Amphitheatre Parkway'],
    ['locality', 'Mountain View'],
    ['administrative_area_level_2', 'Santa Clara County'],
    ['country', 'United States'],
    ['postal_code', '94043'],
  ])('[ADDR-1] [ADDR-2] fills a field wanting %s with the long name %j', (type, value) => {
    expect(addressFromPlace(place, { field: type })).toEqual({ field: value });
  });

  it('[ADDR-2] fills the state (administrative_area_level_1) with the short name', () => {
    expect(addressFromPlace(place, { state: 'administrative_area_level_1' })).toEqual({ state: 'CA' });
  });

  it('[ADDR-1] fills only wanted fields whose type is present', () => {
    expect(addressFromPlace(place, { zip: 'postal_code', floor: 'floor' })).toEqual({ zip: '94043' });
    expect(addressFromPlace(undefined, { zip: 'postal_code' })).toEqual({});
  });

  it('[ADDR-1] builds our form fields from a place', () => {
    expect(addressFromPlaceComponents(place)).toEqual({
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043',
    });
  });
});

describe('validateAddress', () => {
  const valid = { address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };
  const codes = US_STATES.map((s) => s.value);

  it.each([
    [{}, {}],
    [{ zip: '78701-1234' }, {}],
    [{ zip: '787011234' }, {}],
    [{ address1: '  ' }, { address1: 'Enter the street address.' }],
    [{ city: '' }, { city: 'Enter the city.' }],
    [{ state: '' }, { state: 'Choose the state.' }],
    [{ state: 'XX' }, { state: 'Choose the state.' }],
    [{ zip: '' }, { zip: 'Enter the ZIP code.' }],
    [{ zip: '7870' }, { zip: 'Enter a ZIP code of 5 digits, or 9 digits as 12345-6789.' }],
    [{ zip: '78701-12' }, { zip: 'Enter a ZIP code of 5 digits, or 9 digits as 12345-6789.' }],
    [{ zip: 'ABCDE' }, { zip: 'Enter a ZIP code of 5 digits, or 9 digits as 12345-6789.' }],
  ])('[ADDR-3] %j gives errors %j', (patch, errors) => {
    expect(validateAddress({ ...valid, ...patch }, codes)).toEqual(errors);
  });

  const limits = { address1: 120, address2: 120, city: 80 };
  it.each([
    [{ address1: 'x'.repeat(500) }, { address1: 'The street address is too long.' }],
    [{ address1: 'x'.repeat(120) }, {}],
    [{ address2: 'x'.repeat(121) }, { address2: 'The apartment, suite or unit is too long.' }],
    [{ city: 'x'.repeat(81) }, { city: 'The city is too long.' }],
    [{ address1: ' ' }, { address1: 'Enter the street address.' }],
  ])('[ADDR-3] with the server’s caps, %j gives errors %j (too long, not missing)', (patch, errors) => {
    expect(validateAddress({ ...valid, ...patch }, codes, undefined, limits)).toEqual(errors);
  });
});

describe('AddressAutocomplete without a maps key', () => {
  it('[ADDR-3] is a complete manual form that blocks an invalid address and submits a valid one', async () => {
    const onSubmit = vi.fn();
    render(<AddressAutocomplete onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the street address.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Street address/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: /Apartment/ }), 'Apt 2');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '7870');
    expect(screen.queryByText('Enter the street address.')).toBeNull();
    expect(screen.getByText('Enter a ZIP code of 5 digits, or 9 digits as 12345-6789.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it('[KIT-1] reports the address as typed after each change, so a caller can keep a draft', async () => {
    const user = userEvent.setup();
    const onAddressChange = vi.fn();
    render(
      <AddressAutocomplete
        onSubmit={vi.fn()}
        onAddressChange={onAddressChange}
        defaultValue={{ zip: '02110' }}
      />,
    );
    await user.type(screen.getByLabelText(/City/), 'Bo');
    expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Bo', zip: '02110' }));
  });

  it('[ADDR-3] takes its labels and messages as props (Spanish)', async () => {
    render(
      <AddressAutocomplete
        onSubmit={() => {}}
        labels={{ address1: 'Dirección', submit: 'Guardar' }}
        messages={{ address1Required: 'Ingrese la dirección.' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('textbox', { name: /Dirección/ })).toBeTruthy();
    expect(screen.getByText('Ingrese la dirección.')).toBeTruthy();
  });
});
