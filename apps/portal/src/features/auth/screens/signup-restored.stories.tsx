import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { saveDraft } from '../../../lib/drafts';
import { withPortalScreen } from '../../../testing/storybook';
import SignupScreen from './signup-screen';

/**
 * The sign-up form after a reload on its review step (a phone reloads a page by itself): the details typed
 * come back, the password (never kept) is asked for again.
 */
const meta = {
  title: 'Screens/Auth/Signup/After a reload',
  component: SignupScreen,
  decorators: [
    (Story) => {
      // inside the portal decorator, which clears storage first: what the form kept before the reload
      saveDraft('signup', {
        first_name: 'Lucía',
        last_name: 'O’Brien-Núñez',
        email: 'lucia@example.com',
        date_of_birth: '1985-04-12',
        phone: '6175550199',
      });
      return <Story />;
    },
    withPortalScreen,
  ],
  parameters: { route: '/signup?step=review' },
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordAskedAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/password again|contraseña/);
    await expect(canvas.getByLabelText(/^(Last name|Apellido)/)).toHaveValue('O’Brien-Núñez');
  },
};
