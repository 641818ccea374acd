import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { codeSent, press, shows, storiesAt } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import NewPhoneScreen from './new-phone-screen';

const at = storiesAt('/profile/phones/new');

/** Add a phone number, then the code texted to it [PROF-3]. */
const meta = {
  title: 'Screens/Profile/New phone',
  component: NewPhoneScreen,
  decorators: [withPortalScreen],
  parameters: { ...at() },
} satisfies Meta<typeof NewPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enterNumber(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Phone number/), '3125550177');
  await userEvent.click(canvas.getByRole('radio', { name: 'Home' }));
  await press(canvasElement, 'Text me a code');
}

export const Entry: Story = { play: shows('Kind of number') };
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Text me a code');
    await expect(await within(canvasElement).findByText('Enter a 10-digit mobile number.')).toBeVisible();
  },
};
export const Saving: Story = {
  parameters: at(['post', '/v1/patient/phone', 'pending']),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Text me a code/ })).toBeDisabled();
  },
};
export const CodeSent: Story = {
  parameters: at(['post', '/v1/patient/phone', { data: codeSent }]),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    await shows('We texted a 6-digit code to ***-***-0177.')({ canvasElement });
  },
};

/** The server refuses a number already on the account: said at the number, not in a toast that goes. */
export const NumberAlreadyAdded: Story = {
  parameters: at([
    'post',
    '/v1/patient/phone',
    { fail: 'PHONE_ALREADY_ADDED - This number is already on your account.', status: 409 },
  ]),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This number is already on your account.')).toBeVisible();
    await expect(canvas.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EntrySpanish: Story = { globals: { locale: 'es' }, play: shows('Tipo de número') };
