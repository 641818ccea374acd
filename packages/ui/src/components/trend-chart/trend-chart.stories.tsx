import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrendChart, type TrendPoint } from './trend-chart';

/** Deterministic readings (no Math.random) so visual review is stable. */
function readings(count: number, series: Record<string, (i: number) => number>, stepDays = 7): TrendPoint[] {
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(start + i * stepDays * 86_400_000).toISOString(),
    ...Object.fromEntries(Object.entries(series).map(([k, f]) => [k, Math.round(f(i) * 10) / 10])),
  }));
}

const wave =
  (base: number, amp: number, period = 9) =>
  (i: number) =>
    base + amp * Math.sin(i / period);

/** Two readings, two bands: systolic and diastolic each have their own normal range. */
const bloodPressureSeries = [
  { key: 'systolic', label: 'Systolic', referenceRange: { low: 90, high: 120 } },
  { key: 'diastolic', label: 'Diastolic', referenceRange: { low: 60, high: 80 } },
];

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  args: {
    title: 'Heart rate',
    unit: 'bpm',
    series: [{ key: 'value', label: 'Heart rate', referenceRange: { low: 60, high: 100 } }],
    data: readings(24, { value: wave(72, 8) }),
  },
  parameters: {
    docs: {
      description: {
        component: `One chart for all ten trend views: one series, or two (blood pressure systolic and diastolic;
LDL and HDL), with the unit, each series' reference range shaded in its colour where one is known, and a
table of every value as the text alternative (newest first, 20 per page). Above \`maxPoints\` (300) readings
the line is downsampled for drawing (largest-triangle-three-buckets keeps peaks and dips); the table keeps
them all. Series differ by dash pattern as well as colour.

**Keyboard:** the chart is an image with a summary; the table (a native disclosure) is where values are read.`,
      },
    },
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Heart rate: chart of 24 readings/ })).toBeVisible();
    await userEvent.click(canvas.getByText('Show values as a table'));
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
  },
};

export const BloodPressure: Story = {
  args: {
    title: 'Blood pressure',
    unit: 'mmHg',
    series: bloodPressureSeries,
    data: readings(30, { systolic: wave(124, 10), diastolic: wave(80, 6) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Reference range: Systolic 90 – 120 mmHg; Diastolic 60 – 80 mmHg'),
    ).toBeVisible();
    // One band per reading, drawn behind its line
    await expect(canvasElement.querySelectorAll('.recharts-reference-area')).toHaveLength(2);
  },
};

export const LdlAndHdl: Story = {
  args: {
    title: 'LDL & HDL',
    unit: 'mg/dL',
    series: [
      { key: 'ldl', label: 'LDL', referenceRange: { high: 100 } },
      { key: 'hdl', label: 'HDL', referenceRange: { low: 40 } },
    ],
    data: readings(8, { ldl: wave(130, 20, 2), hdl: wave(52, 5, 3) }, 120),
  },
};

export const SinglePoint: Story = {
  args: {
    title: 'HbA1c',
    unit: '%',
    series: [{ key: 'value', label: 'HbA1c', referenceRange: { high: 5.6 } }],
    data: readings(1, { value: () => 6.1 }),
  },
};

export const FiveThousandPoints: Story = {
  args: {
    title: 'Weight',
    unit: 'kg',
    series: [{ key: 'value', label: 'Weight' }],
    data: readings(5000, { value: (i) => 80 + 6 * Math.sin(i / 300) + (i % 997 === 0 ? 9 : 0) }, 1),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /chart of 5000 readings/ })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 250', { exact: false, ignore: 'script' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [] } };
/** Under a page's h2, the empty state's title becomes an h3. */
export const EmptyUnderPageHeading: Story = { args: { data: [], emptyHeadingLevel: 3 } };

export const Spanish: Story = {
  args: {
    title: 'Frecuencia cardíaca',
    locale: 'es',
    series: [{ key: 'value', label: 'Frecuencia cardíaca' }],
    labels: {
      loading: 'Cargando gráfico',
      empty: 'Aún no hay lecturas',
      chartSummary: (t, n) => `${t}: gráfico de ${n} lecturas. Los valores están en la tabla.`,
      showTable: 'Ver los valores en una tabla',
      date: 'Fecha',
      referenceRange: 'Rango de referencia',
      previousPage: 'Anterior',
      nextPage: 'Siguiente',
      page: (p, n) => `Página ${p} de ${n}`,
    },
    tableOpen: true,
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <TrendChart {...args} />
      <TrendChart {...args} title="Loading" loading />
      <TrendChart {...args} title="Empty" data={[]} />
      <TrendChart
        {...args}
        title="Blood pressure"
        unit="mmHg"
        series={bloodPressureSeries}
        data={readings(30, { systolic: wave(124, 10), diastolic: wave(80, 6) })}
      />
    </div>
  ),
};
