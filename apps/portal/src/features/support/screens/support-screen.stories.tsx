import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import SupportScreen from './support-screen';

const meta = {
  title: 'Screens/Support',
  component: SupportScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/chat', session: demoClaims },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/*
 * The contacts are the brand's, known before the page loads: nothing is read from the server (no loading, error
 * or empty state) and no patient's text is shown (no long text).
 */
export const Contacts: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /@/ })).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };

/** /profile/support with a chat provider configured: the contacts, the chat button and the feedback form. */
export const InAccount: Story = {
  args: { chat: true },
  parameters: { route: '/profile/support', session: demoClaims },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('chat.openChat') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('chat.feedback') })).toBeVisible();
  },
};
export const InAccountSpanish: Story = { ...InAccount, globals: { locale: 'es' }, play: undefined };

/** In the account on a phone: the contacts, the chat button and the feedback link within the screen's width. */
export const Phone: Story = {
  ...InAccount,
  tags: ['state:phone'],
  ...onPhone,
  parameters: { ...InAccount.parameters, ...onPhone.parameters },
  play: async (context) => {
    await InAccount.play!(context);
    await fitsTheViewport(context.canvasElement);
  },
};
