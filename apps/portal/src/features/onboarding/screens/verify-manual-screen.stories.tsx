import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifyManualScreen from './verify-manual-screen';

/** Manual identification [IDV-4] at /signup/verify/choice/manual. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Manual identification',
  component: VerifyManualScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/manual', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyManualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { play: showsHeading('Manual identification') };
export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send for verification' }, { timeout: 5000 }),
    );
    await expect(canvas.getByText('First name is required.')).toBeVisible();
    await expect(canvas.getByText('ID photo is required.')).toBeVisible();
  },
};
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }, { timeout: 5000 }));
    await expect(await canvas.findByTestId('moved-on')).toHaveTextContent('/signup/verify/choice');
  },
};

export const FormSpanish = inSpanish(Form, 'Identificación manual');
export const MissingDetailsSpanish = inSpanish(MissingDetails, 'Identificación manual');
