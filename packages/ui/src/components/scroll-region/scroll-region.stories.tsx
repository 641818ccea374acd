import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScrollRegion } from './scroll-region';

const readings = Array.from({ length: 4 }, (_, i) => ({
  date: `Nov ${20 - i}, 2026`,
  systolic: 128 - i,
  diastolic: 82 - i,
  pulse: 70 + i,
}));

const headers = {
  en: ['Date', 'Systolic (mmHg)', 'Diastolic (mmHg)', 'Pulse (/min)'],
  es: ['Fecha', 'Sistólica (mmHg)', 'Diastólica (mmHg)', 'Pulso (/min)'],
};

function ReadingsTable({ headers }: { headers: string[] }) {
  return (
    <table className="w-[40rem] border-collapse text-start text-sm">
      <thead>
        <tr className="border-b border-border">
          {headers.map((header) => (
            <th key={header} scope="col" className="py-2 pe-4 text-start">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {readings.map((reading) => (
          <tr key={reading.date} className="border-b border-border">
            <td className="py-2 pe-4">{reading.date}</td>
            <td className="py-2 pe-4">{reading.systolic}</td>
            <td className="py-2 pe-4">{reading.diastolic}</td>
            <td className="py-2 pe-4">{reading.pulse}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Components/ScrollRegion',
  component: ScrollRegion,
  args: { label: 'Blood pressure readings', children: null },
  parameters: {
    docs: {
      description: {
        component: `Holds a table wider than a phone: the table scrolls sideways inside it, the page does not. Name it
with what it holds (the table's caption or title).

**Keyboard and focus:** Tab reaches the region, which shows the focus ring; the arrow keys then scroll it. It is a
group, not a landmark.`,
      },
    },
  },
  // the table's own words follow the language toolbar; the region's name is the story's `label`
  render: (args, { globals }) => (
    <div className="max-w-80">
      <ScrollRegion {...args}>
        <ReadingsTable headers={headers[globals.locale === 'es' ? 'es' : 'en']} />
      </ScrollRegion>
    </div>
  ),
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table twice the width it is given: the keyboard reaches the region and scrolls it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Blood pressure readings' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const Spanish: Story = {
  args: { label: 'Lecturas de presión arterial' },
  globals: { locale: 'es' },
};
