import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifyLicenceScreen from './verify-licence-screen';

/** Driver licence check [IDV-6] at /signup/verify/choice/licence. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Driver licence',
  component: VerifyLicenceScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/licence', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyLicenceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { play: showsHeading('Driver’s licence') };
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check my licence' }, { timeout: 5000 }));
    await expect(canvas.getByText('Licence number must be 1 to 20 letters and numbers.')).toBeVisible();
    await expect(canvas.getByText('State: choose a US state.')).toBeVisible();
  },
};

export const FormSpanish = inSpanish(Form, 'Licencia de conducir');
export const ErrorsSpanish = inSpanish(Errors, 'Licencia de conducir');
