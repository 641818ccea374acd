import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { identityStatus, inSpanish, onboardingHandlers } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifySsnScreen from './verify-ssn-screen';

/** The SSN cross-check of a passed ID scan [IDV-7] at /signup/verify/confirm/ssn. */
const meta = {
  title: 'Screens/Onboarding/Confirm your information/SSN cross-check',
  component: VerifySsnScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/signup/verify/confirm/ssn',
    msw: { handlers: onboardingHandlers({ status: identityStatus({ status: 'awaiting_confirmation' }) }) },
  },
} satisfies Meta<typeof VerifySsnScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Social Security number/, undefined, { timeout: 5000 });
    await userEvent.type(field, '219098765');
    await expect(field).toHaveValue('219-09-8765');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByText('***-**-8765')).toBeVisible();
  },
};
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check my SSN' }, { timeout: 5000 }));
    await expect(canvas.getByText('Enter a valid 9-digit Social Security number.')).toBeVisible();
  },
};

export const FormSpanish = inSpanish(Form, 'Compruebe su SSN');
export const InvalidSpanish = inSpanish(Invalid, 'Compruebe su SSN');
