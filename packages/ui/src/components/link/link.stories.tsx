import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#privacy', children: 'Privacy policy' },
  parameters: {
    docs: {
      description: {
        component: `Text links for navigation. Use \`asChild\` around the router's link so routing keeps working.
For \`target="_blank"\`, pass \`newTabLabel\` so screen reader users hear that a tab opens.

**Keyboard and focus:** Tab reaches it, Enter follows it; links are underlined (not colour alone).`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewTab: Story = {
  args: {
    href: 'https://example.com/terms',
    target: '_blank',
    newTabLabel: '(opens in a new tab)',
    children: 'Terms of use',
  },
};
export const LongText: Story = {
  args: {
    children: 'Read how we use, store and share your health information under HIPAA and state privacy laws',
  },
};
export const Spanish: Story = { args: { children: 'Política de privacidad' } };
export const AllStates: Story = {
  render: (args) => (
    <p className="flex flex-col gap-2">
      <Link {...args} tone="default">
        Default link
      </Link>
      <Link {...args} tone="subtle">
        Subtle link
      </Link>
    </p>
  ),
};
