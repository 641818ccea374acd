import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No lab kits yet',
    description: 'When you order an at-home test kit, you can follow it here.',
    action: <Button>Order a kit</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: `What a list or chart shows when there is nothing yet. Say why it is empty and offer the next
step. Set \`headingLevel\` to fit the page outline.

**Keyboard and focus:** Not focusable itself; its heading is reached by screen-reader heading navigation and its action (a Button or Link you pass) is next in the tab order.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { action: undefined, description: undefined, title: 'No medications found' },
};
export const LongText: Story = {
  args: {
    title: 'We have not found any health records from your providers yet',
    description:
      'Records can take up to 24 hours to arrive after you authorize access. If you recently changed providers, add your past addresses so we can find records from all of the places where you received care.',
  },
};
export const Spanish: Story = {
  args: {
    title: 'Aún no tiene kits',
    description: 'Cuando pida un kit de prueba en casa, podrá seguirlo aquí.',
    action: <Button>Pedir un kit</Button>,
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <EmptyState {...args} />
      <EmptyState title="Nothing here" />
    </div>
  ),
};
