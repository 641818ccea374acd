import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import {
  longAddress,
  patientAddresses,
  primaryAddress,
  REFUSED,
  SERVER_DOWN,
  shows,
  showsRetry,
  spanish,
  showsSpinner,
  removesAtOnce,
  putsBackWhenRefused,
  profileStory,
  storiesAt,
} from '../stories-support';
import { calendarDay } from '../../../lib/date-format';
import { containing, ok, startingWith, storyLanguage, t, withPortalScreen } from '../../../testing/storybook';
import { fromControls, onPhoneWith, showsWithinWidth, withControls } from '../../../testing/story-states';
import AddressesScreen from './addresses-screen';

const LIST = '/v1/patient/addresses';
const at = storiesAt('/profile/addresses');
const filled = at(['get', LIST, { data: patientAddresses() }]);

/** Addresses: primary, past addresses with their dates, other addresses [PROF-2]. */
const meta = {
  title: 'Screens/Profile/Addresses',
  component: AddressesScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { ...filled },
} satisfies Meta<typeof AddressesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  parameters: filled,
  play: shows(() =>
    t('profile.addresses.stay.range', {
      from: calendarDay('2019-04-01', storyLanguage()),
      to: calendarDay('2024-03-01', storyLanguage()),
    }),
  ),
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: at(['get', LIST, { data: patientAddresses([primaryAddress]) }]),
  play: shows(() => t('profile.addresses.noPast')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', LIST, 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', LIST, { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
const removeMainSt = () => containing(t('profile.addresses.removeAddress', { address: '1 Main St' }));

export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(
    ['get', LIST, { data: patientAddresses() }],
    ['delete', '/v1/patient/address/:id', 'pending'],
  ),
  play: removesAtOnce(removeMainSt, /1 Main St/),
};
export const RemoveRefused: Story = {
  tags: ['state:refused'],
  parameters: at(
    ['get', LIST, { data: patientAddresses() }],
    ['delete', '/v1/patient/address/:id', { fail: REFUSED }],
  ),
  play: putsBackWhenRefused(removeMainSt, /1 Main St/),
};

export const FilledSpanish = spanish(Filled, 'Direcciones anteriores');
export const EmptySpanish = spanish(Empty, 'Todavía no hay direcciones anteriores');
export const ErrorSpanish = spanish(Error, 'No pudimos cargar esto. Inténtelo de nuevo.');

/** What a designer varies on Addresses (Controls): the primary address's street and city, how many past ones. */
interface AddressesControls {
  address1: string;
  address2: string;
  city: string;
  pastAddresses: number;
}
const addressesArgs: AddressesControls = {
  address1: primaryAddress.address1,
  address2: '',
  city: primaryAddress.city,
  pastAddresses: 1,
};
const controlledAddresses = () => {
  const c = { ...addressesArgs, ...fromControls<Partial<AddressesControls>>() };
  const past = patientAddresses().addresses[1]!;
  return patientAddresses([
    { ...primaryAddress, address1: c.address1, address2: c.address2 || null, city: c.city },
    ...Array.from({ length: c.pastAddresses }, (_, i) => ({
      ...past,
      id: `3f6d2a10-5b1c-4d2e-8f00-1a2b3c4d${String(6000 + i)}`,
      address1: `${i + 1} Main St`,
    })),
  ]);
};
const controlled = {
  args: addressesArgs,
  argTypes: {
    address1: { control: 'text', description: 'Street (at most 120 characters)' },
    address2: { control: 'text', description: 'Second line (at most 120 characters)' },
    city: { control: 'text', description: 'City (at most 80 characters)' },
    pastAddresses: { control: { type: 'number', min: 0, max: 8 }, description: 'How many past addresses' },
  },
  parameters: profileStory('/profile/addresses', [http.get(`*${LIST}`, () => ok(controlledAddresses()))]),
};

/** The primary address at the contract's caps (streets of 120 characters, a city of 80): it wraps in its card. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: {
    ...addressesArgs,
    address1: longAddress.address1,
    address2: longAddress.address2,
    city: longAddress.city,
  },
  play: showsWithinWidth(startingWith(longAddress.address1)),
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: showsWithinWidth(() => t('profile.addresses.past')),
};
