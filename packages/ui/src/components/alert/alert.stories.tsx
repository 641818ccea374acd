import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Your records are being updated', children: 'This can take a few minutes.' },
  parameters: {
    docs: {
      description: {
        component: `A message inside the page. **danger** is announced at once (\`role="alert"\`); the other tones
politely (\`role="status"\`). Each tone has its own icon, so meaning never rests on colour alone. For
short-lived feedback after an action, use a Toast instead.

**Keyboard and focus:** Not focusable itself: it is read out when it appears (danger at once, the other tones politely), not reached by Tab. Actions passed under the message are ordinary buttons and links in the tab order.`,
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: {
    tone: 'danger',
    title: 'We could not load your records',
    actions: <Button size="sm">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your records',
    );
  },
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Your identity verification is taking longer than usual',
    children:
      'Our verification partner is reviewing your document and selfie. You will receive an email when it is done. Meanwhile you can continue to sign the HIPAA authorization and enter your address; we will let you know if we need anything else from you.',
  },
};
export const Spanish: Story = {
  args: { tone: 'success', title: 'Dirección guardada', children: 'Su dirección principal se actualizó.' },
};
export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert tone="info" title="Information" />
      <Alert tone="success" title="Success" />
      <Alert tone="warning" title="Warning" />
      <Alert tone="danger" title="Error" actions={<Button size="sm">Retry</Button>}>
        With a message and an action.
      </Alert>
    </div>
  ),
};
