import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: `Placeholder shapes while content loads. Hidden from assistive technology: pair with a Spinner
or \`aria-busy\` on the region so screen readers know something is loading.

**Keyboard and focus:** Not focusable and hidden from assistive technology: nothing to reach while content loads.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="flex max-w-md items-center gap-3">
      <Skeleton shape="circle" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton />
        <Skeleton className="w-2/3" />
      </div>
    </div>
  ),
};
export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3">
      <Skeleton shape="line" />
      <Skeleton shape="block" />
      <Skeleton shape="circle" />
    </div>
  ),
};
