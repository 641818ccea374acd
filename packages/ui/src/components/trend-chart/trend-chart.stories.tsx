import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    // One band per reading, drawn behind its line once the chart has measured its box
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-reference-area')).toHaveLength(2));
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

/** The value axis as drawn: each tick's label and y, lowest value first. */
const axisTicks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')]
    .map((t) => ({ v: Number(t.textContent), y: Number(t.getAttribute('y')) }))
    .sort((a, b) => a.v - b.v);

/**
 * The chart's own scale, read from its value axis: the y of a value, from the drawn ticks' positions and labels.
 * Lets a test check what is drawn where without trusting the code that drew it.
 */
function valueToY(canvasElement: HTMLElement): (value: number) => number {
  const ticks = axisTicks(canvasElement);
  const [a, b] = [ticks[0]!, ticks.at(-1)!];
  return (value) => a.y + ((value - a.v) * (b.y - a.y)) / (b.v - a.v);
}

/** The drawn band's box, once the chart has drawn it. */
const bandBox = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const area = canvasElement.querySelector<SVGGraphicsElement>('.recharts-reference-area :is(rect, path)');
    if (!area) throw new Error('no band yet');
    return area.getBBox();
  });

const hba1cReadings: TrendPoint[] = [
  { date: '2023-03-01', value: 5.2 },
  { date: '2024-03-01', value: 5.4 },
  { date: '2025-03-01', value: 5.5 },
  { date: '2026-11-20', value: 6.8 },
];

/**
 * A high-only range (the HbA1c kit's "≤ 5.6 %"): the band runs from the chart's bottom up to 5.6, and the
 * 6.8 % reading is drawn above it, flagged in the table and called above the range in words.
 */
export const HighOnlyRange: Story = {
  args: {
    title: 'HbA1c',
    unit: '%',
    series: [{ key: 'value', label: 'HbA1c', referenceRange: { high: 5.6 } }],
    data: hba1cReadings,
    tableOpen: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = await bandBox(canvasElement);
    const y = valueToY(canvasElement);
    await expect(axisTicks(canvasElement).map((t) => t.v)).toEqual([5, 5.5, 6, 6.5, 7]);
    // the band's top edge is 5.6 and its bottom edge the axis' lowest value (5)
    await expect(Math.abs(band.y - y(5.6))).toBeLessThan(1);
    await expect(Math.abs(band.y + band.height - y(5))).toBeLessThan(1);
    const dots = [...canvasElement.querySelectorAll('.recharts-line-dots circle')].map((c) =>
      Number(c.getAttribute('cy')),
    );
    await expect(dots).toHaveLength(4);
    // 6.8 is drawn where 6.8 is, above (smaller y than) the band's top; 5.2 inside the band
    await expect(Math.abs(dots[3]! - y(6.8))).toBeLessThan(1);
    await expect(dots[3]!).toBeLessThan(band.y);
    await expect(dots[0]!).toBeGreaterThan(band.y);
    // the latest reading is marked where 6.8 is
    const latest = canvasElement.querySelector('circle[data-latest="value"]');
    await expect(Math.abs(Number(latest?.getAttribute('cy')) - y(6.8))).toBeLessThan(1);
    await expect(canvas.getByText(/latest 6\.8 % on .*, above the normal range/)).toBeVisible();
    await expect(canvas.getByText('Reference range: ≤ 5.6 %')).toBeVisible();
    // the table flags the reading in words, the others stand alone
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      '6.8 above range',
      '5.5',
      '5.4',
      '5.2',
    ]);
  },
};

/** A low-only range (eGFR "≥ 60"): the band runs from 60 to the chart's top; 45 is drawn below it. */
export const LowOnlyRange: Story = {
  args: {
    title: 'eGFR',
    unit: 'mL/min/1.73 m²',
    series: [{ key: 'value', label: 'eGFR', referenceRange: { low: 60 } }],
    data: [
      { date: '2024-01-10', value: 72 },
      { date: '2025-01-10', value: 64 },
      { date: '2026-01-10', value: 45 },
    ],
  },
  play: async ({ canvasElement }) => {
    const band = await bandBox(canvasElement);
    const y = valueToY(canvasElement);
    const top = axisTicks(canvasElement).at(-1)!.y;
    await expect(Math.abs(band.y + band.height - y(60))).toBeLessThan(1);
    await expect(Math.abs(band.y - top)).toBeLessThan(1);
    const last = Number(canvasElement.querySelectorAll('.recharts-line-dots circle')[2]?.getAttribute('cy'));
    await expect(last).toBeGreaterThan(band.y + band.height);
    await expect(within(canvasElement).getByText(/latest 45 .*, below the normal range/)).toBeVisible();
  },
};

/**
 * The caller's rule decides: a lab's "<5.7" makes 5.7 itself high, and the range reads as the lab wrote it.
 * Printing sets `allRows`: the table holds every reading, and no pager.
 */
export const CallersRuleAllRows: Story = {
  args: {
    title: 'HbA1c',
    unit: '%',
    series: [
      {
        key: 'value',
        label: 'HbA1c',
        referenceRange: { high: 5.7 },
        referenceRangeText: '< 5.7',
        classify: (v) => (v >= 5.7 ? 'above' : 'within'),
      },
    ],
    data: readings(45, { value: (i) => (i === 44 ? 5.7 : 5.3) }),
    tableOpen: true,
    allRows: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reference range: < 5.7 %')).toBeVisible();
    await expect(canvas.getByText(/latest 5\.7 % on .*, above the normal range/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(46);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
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
