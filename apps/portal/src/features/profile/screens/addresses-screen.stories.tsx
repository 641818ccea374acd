import type { Meta, StoryObj } from '@storybook/react-vite';
import {} from 'storybook/test';
import {
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
  storiesAt,
} from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import AddressesScreen from './addresses-screen';

const LIST = '/v1/patient/addresses';
const at = storiesAt('/profile/addresses');
const filled = at(['get', LIST, { data: patientAddresses() }]);

/** Addresses: primary, past addresses with their dates, other addresses [PROF-2]. */
const meta = {
  title: 'Screens/Profile/Addresses',
  component: AddressesScreen,
  decorators: [withPortalScreen],
  parameters: { ...filled },
} satisfies Meta<typeof AddressesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: filled,
  play: shows('From April 1, 2019 until March 1, 2024'),
};
export const Empty: Story = {
  parameters: at(['get', LIST, { data: patientAddresses([primaryAddress]) }]),
  play: shows('No past addresses yet'),
};
export const Loading: Story = { parameters: at(['get', LIST, 'pending']), play: showsSpinner };
export const Error: Story = {
  parameters: at(['get', LIST, { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
  parameters: at(
    ['get', LIST, { data: patientAddresses() }],
    ['delete', '/v1/patient/address/:id', 'pending'],
  ),
  play: removesAtOnce(/Remove 1 Main St/, /1 Main St/),
};
export const RemoveRefused: Story = {
  parameters: at(
    ['get', LIST, { data: patientAddresses() }],
    ['delete', '/v1/patient/address/:id', { fail: REFUSED }],
  ),
  play: putsBackWhenRefused(/Remove 1 Main St/, /1 Main St/),
};

export const FilledSpanish = spanish(Filled, 'Direcciones anteriores');
export const EmptySpanish = spanish(Empty, 'Todavía no hay direcciones anteriores');
export const ErrorSpanish = spanish(Error, 'No pudimos cargar esto. Inténtelo de nuevo.');
