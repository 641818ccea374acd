import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Metformin 500 mg</CardTitle>
          <CardDescription>Prescribed March 3, 2024</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Take one tablet twice a day with meals.</p>
        </CardContent>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `Groups one item (a medication, an insight, an order). **striped** is the records style: a
light fill with a dark left border, kept in print. **muted** sits on white pages.

Cards are not interactive themselves: put a Button or Link inside for actions.

**Keyboard and focus:** Not focusable itself: Tab moves through the controls inside it in reading order. A card is not one big click target; put the link or button that opens it inside, with a name that says where it goes.`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Striped: Story = { args: { variant: 'striped' } };
export const WithActions: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>HbA1c test due</CardTitle>
          <CardDescription>Recommended every 6 months for people with diabetes.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button size="sm">Order a kit</Button>
          <Button size="sm" variant="ghost">
            Learn more
          </Button>
        </CardFooter>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    variant: 'striped',
    children: (
      <CardContent>
        <CardTitle>
          Comprehensive metabolic panel with estimated glomerular filtration rate and electrolyte assessment
        </CardTitle>
        <p>
          Supercalifragilisticexpialidociousresultnamewithoutspacesthatmustwrapinsteadofoverflowingthecard and
          a long explanation of what the result means for the patient and what the care team recommends next.
        </p>
      </CardContent>
    ),
  },
};
export const Spanish: Story = {
  args: {
    children: (
      <CardHeader>
        <CardTitle>Metformina 500 mg</CardTitle>
        <CardDescription>Recetado el 3 de marzo de 2024</CardDescription>
      </CardHeader>
    ),
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-3">
      <Card {...args} variant="default" />
      <Card {...args} variant="muted" />
      <Card {...args} variant="striped" />
    </div>
  ),
};
