import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifyAssistedScreen from './verify-assisted-screen';

/** Coordinator-assisted verification [IDV-5] at /signup/verify/choice/assisted. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Coordinator assisted',
  component: VerifyAssistedScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/assisted', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyAssistedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { play: showsHeading('Coordinator assisted verification') };
export const MissingPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request a call' }, { timeout: 5000 }));
    await expect(canvas.getByText('Enter a 10-digit mobile number.')).toBeVisible();
  },
};

export const FormSpanish = inSpanish(Form, 'Verificación con un coordinador');
export const MissingPhoneSpanish = inSpanish(MissingPhone, 'Verificación con un coordinador');
