import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Link } from '../link/link';
import { PageHeader } from './page-header';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Lab results',
    description: 'Results from your at-home kits and your providers.',
    back: (
      <Link href="#home" data-back-button="">
        Back to home
      </Link>
    ),
    actions: <Button variant="secondary">Print</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: `The page's single \`h1\` with its description, a back link and page actions. Mark the back
link \`data-back-button\` so the print view leaves it out.

**Keyboard and focus:** The title is the page's \`h1\` (reached by heading navigation, not by Tab); the back link comes first in the tab order, then the page actions in the order given.`,
      },
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, back: undefined, actions: undefined } };
export const LongText: Story = {
  args: {
    title: 'Authorization for the use and disclosure of protected health information for research',
    description:
      'Read each section and sign at the end. You can withdraw this authorization at any time from your account settings.',
  },
};
export const Spanish: Story = {
  args: {
    title: 'Resultados de laboratorio',
    description: 'Resultados de sus kits y de sus proveedores.',
    back: <Link href="#inicio">Volver al inicio</Link>,
    actions: <Button variant="secondary">Imprimir</Button>,
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <PageHeader {...args} />
      <PageHeader title="Title only" />
    </div>
  ),
};
