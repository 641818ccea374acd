import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const sections = ['Home', 'My Health', 'Timeline', 'Trends', 'Care', 'Account'];
// Tab values become element ids (aria-controls), so they must not contain spaces.
const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'home' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Sections">
        {sections.map((s) => (
          <TabsTrigger key={s} value={slug(s)}>
            {s}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((s) => (
        <TabsContent key={s} value={slug(s)}>
          {s} content
        </TabsContent>
      ))}
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component: `Radix Tabs, one-to-one (\`Tabs\`, \`TabsList\`, \`TabsTrigger\`, \`TabsContent\`). Give
\`TabsList\` an \`aria-label\`. The list scrolls sideways on narrow screens.

**Keyboard:** Tab moves to the selected tab; Left/Right move between tabs (Home/End to the ends); Tab again
moves into the panel.`,
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Home' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Health' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('My Health content');
  },
};
export const Selected: Story = { args: { defaultValue: 'trends' } };
export const Spanish: Story = {
  render: () => (
    <Tabs defaultValue="inicio">
      <TabsList aria-label="Secciones">
        <TabsTrigger value="inicio">Inicio</TabsTrigger>
        <TabsTrigger value="salud">Mi salud</TabsTrigger>
        <TabsTrigger value="tendencias">Tendencias</TabsTrigger>
      </TabsList>
      <TabsContent value="inicio">Contenido de inicio</TabsContent>
      <TabsContent value="salud">Mi salud</TabsContent>
      <TabsContent value="tendencias">Tendencias</TabsContent>
    </Tabs>
  ),
};
export const AllStates: Story = {
  render: () => (
    <Tabs defaultValue="a">
      <TabsList aria-label="States">
        <TabsTrigger value="a">Selected</TabsTrigger>
        <TabsTrigger value="b">Not selected</TabsTrigger>
        <TabsTrigger value="c" disabled>
          Disabled
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Selected panel</TabsContent>
      <TabsContent value="b">Other panel</TabsContent>
      <TabsContent value="c">Disabled panel</TabsContent>
    </Tabs>
  ),
};
