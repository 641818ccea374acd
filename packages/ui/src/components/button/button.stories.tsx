import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component: `
The one button of the portal. **primary** for the main action of a screen (one per screen), **secondary** for
the alternative, **ghost** for low-emphasis actions in toolbars, **danger** for destructive actions.

- Write the label as the action: "Save address", not "OK". Labels come from the caller (translated).
- \`loading\` keeps the label (screen readers still hear it), adds \`aria-busy\` and blocks double submits.
- \`asChild\` styles a router link as a button; use a link when it navigates, a button when it acts.

**Keyboard and focus:** Tab reaches it, Enter and Space activate it; the focus ring uses the brand's focus
colour (3:1 against the surface in every brand). Disabled buttons leave the tab order: prefer explaining why
an action is unavailable to disabling it silently.`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove authenticator' } };

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Send code' } };

export const LongText: Story = {
  args: {
    children: 'Continue to confirm your identity with a government-issued photo ID and a selfie',
    className: 'max-w-xs',
  },
};

export const Spanish: Story = { args: { children: 'Continuar' } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#home">Go to home</a> },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button {...args} variant={variant} size="sm">
            Small
          </Button>
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} size="lg">
            Large
          </Button>
          <Button {...args} variant={variant} loading>
            Loading
          </Button>
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
      <Button {...args} width="full">
        Full width
      </Button>
    </div>
  ),
};
