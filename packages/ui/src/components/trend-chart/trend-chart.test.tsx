import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { downsample } from './downsample';
import { TrendChart, type TrendPoint } from './trend-chart';

const days = (n: number, value: (i: number) => number): TrendPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
    value: value(i),
  }));

describe('downsample', () => {
  it('keeps short series whole', () => {
    const points = [1, 2, 3];
    expect(downsample(points, 10, (p) => p)).toEqual([1, 2, 3]);
  });

  it('draws 5,000 readings as at most maxPoints, keeping the ends and a lone spike', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({ i, y: i === 2500 ? 999 : 50 }));
    const drawn = downsample(points, 300, (p) => p.y);
    expect(drawn).toHaveLength(300);
    expect(drawn[0]?.i).toBe(0);
    expect(drawn.at(-1)?.i).toBe(4999);
    expect(drawn.some((p) => p.y === 999)).toBe(true);
  });
});

describe('TrendChart', () => {
  it('[TREND-2] gives every reading in a table, newest first, paged', async () => {
    render(
      <TrendChart
        title="Heart rate"
        unit="bpm"
        series={[{ key: 'value', label: 'Heart rate' }]}
        data={days(45, (i) => 60 + i)}
        pageSize={20}
        locale="en-US"
      />,
    );
    await userEvent.click(screen.getByText('Show values as a table'));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Heart rate (bpm)' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('rowheader', { name: 'Feb 14, 2024' })).toBeTruthy();
    expect(within(table).getByText('104')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('[TREND-2] describes the chart for screen readers and shows the reference range', () => {
    render(
      <TrendChart
        title="BMI"
        unit="kg/m²"
        series={[{ key: 'value', label: 'BMI', referenceRange: { low: 18.5, high: 24.9 } }]}
        data={days(3, () => 24)}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'BMI: chart of 3 readings. The values are in the table.' }),
    ).toBeTruthy();
    expect(screen.getByText('Reference range: 18.5 – 24.9 kg/m²')).toBeTruthy();
  });

  it('[TREND-2] says each series in words: latest reading and date, against its range, direction', () => {
    render(
      <TrendChart
        title="Blood pressure"
        unit="mmHg"
        locale="en-US"
        series={[
          { key: 'systolic', label: 'Systolic', referenceRange: { low: 90, high: 120 } },
          { key: 'diastolic', label: 'Diastolic', referenceRange: { low: 60, high: 80 } },
        ]}
        data={days(3, () => 0).map((p, i) => ({ date: p.date, systolic: 118 + i * 10, diastolic: 80 }))}
      />,
    );
    expect(
      screen.getByText(
        'Systolic: latest 138 mmHg on Jan 3, 2024, above the normal range, up since the first reading. ' +
          'Diastolic: latest 80 mmHg on Jan 3, 2024, within the normal range, steady since the first reading.',
      ),
    ).toBeTruthy();
  });

  it('gives each series its own reference range, naming the series, with open sides', () => {
    render(
      <TrendChart
        title="Blood pressure"
        unit="mmHg"
        series={[
          { key: 'systolic', label: 'Systolic', referenceRange: { low: 90, high: 120 } },
          { key: 'diastolic', label: 'Diastolic', referenceRange: { low: 60, high: 80 } },
        ]}
        data={[{ date: '2024-03-01', systolic: 121, diastolic: 79 }]}
      />,
    );
    expect(screen.getByText('Reference range: Systolic 90 – 120 mmHg; Diastolic 60 – 80 mmHg')).toBeTruthy();
  });

  it.each([
    [{ low: 40 }, 'Reference range: ≥ 40 mg/dL'],
    [{ high: 200 }, 'Reference range: ≤ 200 mg/dL'],
  ])('writes the open-sided range %o as "%s"', (referenceRange, text) => {
    render(
      <TrendChart
        title="Cholesterol"
        unit="mg/dL"
        series={[{ key: 'value', label: 'Cholesterol', referenceRange }]}
        data={days(2, () => 150)}
      />,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('[TREND-1] charts two series (blood pressure) with a column each', () => {
    render(
      <TrendChart
        title="Blood pressure"
        unit="mmHg"
        series={[
          { key: 'systolic', label: 'Systolic' },
          { key: 'diastolic', label: 'Diastolic' },
        ]}
        data={[{ date: '2024-03-01', systolic: 121, diastolic: 79 }]}
        tableOpen
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Systolic (mmHg)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Diastolic (mmHg)' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '79' })).toBeTruthy();
  });

  it.each([
    ['one series', ['value'], 'bpm'],
    ['two series', ['ldl', 'hdl'], 'mg/dL'],
  ] as const)('[TREND-1] charts %s with a column each', (_name, keys, unit) => {
    const data = days(2, (i) => 10 + i).map((p) =>
      Object.fromEntries([['date', p.date], ...keys.map((key) => [key, p.value])]),
    ) as TrendPoint[];
    render(
      <TrendChart
        title="View"
        unit={unit}
        series={keys.map((key) => ({ key, label: key }))}
        data={data}
        tableOpen
      />,
    );
    for (const key of keys) {
      expect(screen.getByRole('columnheader', { name: `${key} (${unit})` })).toBeTruthy();
    }
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty and loading states', () => {
    const { rerender } = render(
      <TrendChart title="Weight" unit="kg" series={[{ key: 'value', label: 'Weight' }]} data={[]} />,
    );
    expect(screen.getByRole('heading', { name: 'No readings yet' })).toBeTruthy();
    rerender(
      <TrendChart title="Weight" unit="kg" series={[{ key: 'value', label: 'Weight' }]} data={[]} loading />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading chart');
  });

  it.each([
    [undefined, 4],
    [2, 2],
    [3, 3],
  ] as const)(
    'titles the empty state at heading level %s → %s to fit the page outline',
    (level, expected) => {
      render(
        <TrendChart
          title="Weight"
          unit="kg"
          series={[{ key: 'value', label: 'Weight' }]}
          data={[]}
          emptyHeadingLevel={level}
        />,
      );
      expect(screen.getByRole('heading', { name: 'No readings yet', level: expected })).toBeTruthy();
    },
  );
});
