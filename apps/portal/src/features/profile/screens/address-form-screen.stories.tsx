import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  longAddress,
  patientAddresses,
  press,
  primaryAddress,
  profileStory,
  REFUSED,
  SERVER_DOWN,
  shows,
  showsRetry,
  spanish,
  showsSpinner,
} from '../stories-support';
import { containing, serverSays, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import AddressFormScreen from './address-form-screen';

const LIST = '/v1/patient/addresses';
const list: Parameters<typeof answering>[number] = ['get', LIST, { data: patientAddresses() }];
const adding = (kind: string, ...routes: Parameters<typeof answering>) =>
  profileStory(`/profile/addresses/new?kind=${kind}`, answering(list, ...routes));
const editing = (...routes: Parameters<typeof answering>) => ({
  ...profileStory('', answering(...routes)),
  route: { path: `/profile/addresses/${primaryAddress.id}`, pattern: '/profile/addresses/:id' },
});

/** Add an address (a move, a past one, another one) or correct one [PROF-2]. */
const meta = {
  title: 'Screens/Profile/Address form',
  component: AddressFormScreen,
  decorators: [withPortalScreen],
  parameters: { ...adding('primary') },
  render: () => <AddressFormScreen />,
} satisfies Meta<typeof AddressFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Moving: Story = {
  tags: ['state:empty'],
  parameters: adding('primary'),
  play: shows(() => t('profile.addressForm.titles.primary')),
};
export const PastAddress: Story = {
  parameters: adding('past'),
  play: shows(() => t('addressForm.movedOut')),
};
export const OtherAddress: Story = {
  parameters: adding('additional'),
  play: shows(() => t('profile.addressForm.titles.additional')),
};
export const Editing: Story = {
  tags: ['state:filled'],
  parameters: editing(list),
  play: shows(() => t('profile.addressForm.editTitle')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: editing(['get', LIST, 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: editing(['get', LIST, { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Empty: Story = {
  parameters: editing(['get', LIST, { data: patientAddresses([]) }]),
  play: shows(() => t('profile.addressForm.notFound')),
};
export const DatesRefused: Story = {
  parameters: adding('past'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(containing(t('addressForm.address1'))), '1 Main St');
    await userEvent.type(canvas.getByLabelText(containing(t('addressForm.city'))), 'Springfield');
    await userEvent.selectOptions(canvas.getByLabelText(containing(t('addressForm.state'))), 'IL');
    await userEvent.type(canvas.getByLabelText(containing(t('addressForm.zip'))), '62701');
    await press(canvasElement, t('profile.addressForm.submit'));
    await expect(await canvas.findByText(t('validation.from', { field: t('fields.address') }))).toBeVisible();
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: editing(list, ['patch', '/v1/patient/address/:id', 'pending']),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.addressForm.submit'));
    // The form says it is busy while the change is sent.
    await waitFor(() => expect(canvasElement.querySelector('form[aria-busy="true"]')).not.toBeNull());
  },
};
export const SaveRefused: Story = {
  tags: ['state:refused'],
  parameters: editing(list, ['patch', '/v1/patient/address/:id', { fail: REFUSED }]),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.addressForm.submit'));
    await shows('Please check what you entered.')({ canvasElement: canvasElement.ownerDocument.body });
  },
};

export const MovingSpanish = spanish(Moving, 'Su nueva dirección');
export const PastAddressSpanish = spanish(PastAddress, 'Se fue de esta dirección');
export const ErrorSpanish = spanish(Error, 'No pudimos cargar esto. Inténtelo de nuevo.');

/** The server refuses the street (too long): said at the street, the rest of the address kept. */
export const StreetRefusedByServer: Story = {
  parameters: adding('additional', [
    'post',
    '/v1/patient/address',
    {
      fail: () =>
        serverSays(
          'VALIDATION_FAILED',
          t('validation.too_long_max', { field: t('fields.address'), max: '120' }),
        ),
      params: { field: 'address', path: 'address.address1', key: 'too_long', max: 120 },
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(containing(t('addressForm.address1'))), '9 Elm St');
    await userEvent.type(canvas.getByLabelText(containing(t('addressForm.city'))), 'Austin');
    await userEvent.selectOptions(canvas.getByLabelText(containing(t('addressForm.state'))), 'TX');
    await userEvent.type(canvas.getByLabelText(containing(t('addressForm.zip'))), '73301');
    await press(canvasElement, t('profile.addressForm.submit'));
    await expect(
      await canvas.findByText(t('validation.too_long_max', { field: t('fields.address'), max: '120' })),
    ).toBeVisible();
    await expect(canvas.getByLabelText(containing(t('addressForm.address1')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(containing(t('addressForm.city')))).toHaveValue('Austin');
  },
};

/** Correcting an address at the contract's caps (streets of 120 characters, a city of 80): each field holds it. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: editing(['get', LIST, { data: patientAddresses([longAddress]) }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByLabelText(containing(t('addressForm.address1')), undefined, { timeout: 15000 }),
    ).toHaveValue(longAddress.address1);
    await expect(canvas.getByLabelText(containing(t('addressForm.city')))).toHaveValue(longAddress.city);
    await fitsTheViewport(canvasElement);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  parameters: { ...editing(list), ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(containing(t('addressForm.address1')), undefined, {
        timeout: 15000,
      }),
    ).toHaveValue(primaryAddress.address1);
    await fitsTheViewport(canvasElement);
  },
};
