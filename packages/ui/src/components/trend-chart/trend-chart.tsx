import { useId, useMemo, type ComponentProps } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cn } from '../../lib/cn';
import { EmptyState, type EmptyStateProps } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { downsample } from './downsample';
import { summariseSeries, type Direction, type RangePosition } from './summarise';
import { TrendTable } from './trend-table';
import { formatBand, positionOf, yScale, type BandRect, type DotProps } from './value-axis';

export interface TrendSeries {
  /** Key of the value in each data point. */
  key: string;
  /** Name shown in the legend and table header, e.g. "Systolic". */
  label: string;
  /**
   * This series' normal range, shaded behind its line in its colour (blood pressure: one per reading). An open
   * side runs to the edge of the chart: "≤ 5.6" shades from the bottom up to 5.6.
   */
  referenceRange?: ReferenceBand;
  /** The range as the caller writes it ("< 5.7"); else the band's bounds ("≤ 5.6", "60 – 100"). */
  referenceRangeText?: string;
  /**
   * Where a value sits against the range, by the caller's clinical rule (e.g. a lab's "<5.7" makes 5.7 high);
   * else both bounds of the band count as normal. Null when it cannot say.
   */
  classify?: (value: number) => RangePosition | null;
}

/** A normal range; one side may be open (e.g. LDL below 100). */
export interface ReferenceBand {
  low?: number;
  high?: number;
}

export interface TrendPoint {
  /** ISO date or date-time of the reading. */
  date: string;
  [series: string]: number | string | null | undefined;
}

export interface TrendChartLabels {
  loading: string;
  empty: string;
  emptyDescription?: string;
  /** Summary of the chart for screen readers; the table holds the values. */
  chartSummary: (title: string, count: number) => string;
  /**
   * One series in words, shown under the title for everyone: its latest reading (value with unit, date), where
   * that sits against the normal range and which way the readings went since the first.
   */
  seriesSummary: (summary: {
    series: string;
    latest: string;
    date: string;
    position: RangePosition | null;
    direction: Direction | null;
  }) => string;
  showTable: string;
  /** A reading out of range, beside its value in the table ("above range"). */
  flag: (position: RangePosition) => string;
  date: string;
  referenceRange: string;
  previousPage: string;
  nextPage: string;
  page: (page: number, pages: number) => string;
}

export const defaultTrendChartLabels: TrendChartLabels = {
  loading: 'Loading chart',
  empty: 'No readings yet',
  chartSummary: (title, count) =>
    `${title}: chart of ${count} ${count === 1 ? 'reading' : 'readings'}. The values are in the table.`,
  seriesSummary: ({ series, latest, date, position, direction }) =>
    [
      `${series}: latest ${latest} on ${date}`,
      position &&
        {
          below: 'below the normal range',
          within: 'within the normal range',
          above: 'above the normal range',
        }[position],
      direction &&
        {
          up: 'up since the first reading',
          down: 'down since the first reading',
          steady: 'steady since the first reading',
        }[direction],
    ]
      .filter(Boolean)
      .join(', ') + '.',
  showTable: 'Show values as a table',
  flag: (position) => ({ below: 'below range', within: 'within range', above: 'above range' })[position],
  date: 'Date',
  referenceRange: 'Reference range',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

export type TrendChartProps = Omit<ComponentProps<'figure'>, 'title'> & {
  title: string;
  unit: string;
  series: readonly TrendSeries[];
  data: readonly TrendPoint[];
  loading?: boolean;
  labels?: Partial<TrendChartLabels>;
  /** BCP 47 locale for dates and numbers. */
  locale?: string;
  /** Most points drawn; more are downsampled for drawing only. */
  maxPoints?: number;
  /** Rows per page of the table. */
  pageSize?: number;
  /** Open the table at first (e.g. for print). */
  tableOpen?: boolean;
  /** The table's every row at once, without its pager (set while a print copy is made). */
  allRows?: boolean;
  /** Chart height in px. */
  height?: number;
  /** Heading level of the empty state's title, to fit the page's outline (the chart's own title is not a heading). */
  emptyHeadingLevel?: EmptyStateProps['headingLevel'];
};

const seriesStyle = [
  { stroke: 'var(--color-primary)', strokeDasharray: undefined },
  { stroke: 'var(--color-info)', strokeDasharray: '6 4' },
  { stroke: 'var(--color-warning)', strokeDasharray: '2 3' },
];

/** One chart for every trend view: one or two series, units, a reference band per series, a table alternative. */
export function TrendChart({
  title,
  unit,
  series,
  data,
  loading = false,
  labels,
  locale = 'en',
  maxPoints = 300,
  pageSize = 20,
  tableOpen = false,
  allRows = false,
  height = 280,
  emptyHeadingLevel = 4,
  className,
  ...props
}: TrendChartProps) {
  const l = { ...defaultTrendChartLabels, ...labels };
  const titleId = useId();
  const sorted = useMemo(
    () =>
      data
        .map((p): TrendPoint & { t: number } => ({ ...p, t: Date.parse(p.date) }))
        .filter((p) => Number.isFinite(p.t))
        .sort((a, b) => a.t - b.t),
    [data],
  );
  const firstKey = series[0]?.key ?? 'value';
  const drawn = useMemo(
    () => downsample(sorted, maxPoints, (p) => Number(p[firstKey] ?? 0)),
    [sorted, maxPoints, firstKey],
  );
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);

  const heading = (
    <figcaption id={titleId} className="text-lg font-semibold text-on-surface">
      {title} <span className="text-sm font-normal text-on-surface-muted">({unit})</span>
    </figcaption>
  );

  if (loading) {
    return (
      <figure aria-labelledby={titleId} aria-busy className={cn('flex flex-col gap-3', className)} {...props}>
        {heading}
        <Spinner label={l.loading} className="text-primary" />
        <Skeleton shape="block" style={{ height }} />
      </figure>
    );
  }

  if (sorted.length === 0) {
    return (
      <figure aria-labelledby={titleId} className={cn('flex flex-col gap-3', className)} {...props}>
        {heading}
        <EmptyState title={l.empty} description={l.emptyDescription} headingLevel={emptyHeadingLevel} />
      </figure>
    );
  }

  const showDots = drawn.length <= 60;
  const banded = series.filter((s) => s.referenceRange);
  const scale = yScale(sorted, series);
  const summaries = series.map((s) => ({
    s,
    summary: summariseSeries(
      sorted.map((p) => ({ t: p.t, value: typeof p[s.key] === 'number' ? (p[s.key] as number) : null })),
      (value) => positionOf(s, value),
    ),
  }));
  const inWords = summaries.flatMap(({ s, summary }) =>
    summary
      ? [
          l.seriesSummary({
            series: s.label,
            latest: `${numberFormat.format(summary.latest)} ${unit}`,
            date: dateFormat.format(summary.latestAt),
            position: summary.position,
            direction: summary.direction,
          }),
        ]
      : [],
  );
  return (
    <figure aria-labelledby={titleId} className={cn('flex flex-col gap-3', className)} {...props}>
      {heading}
      {/* the chart in words for everyone, not only screen readers: colour and shape are not the only cue */}
      <p className="text-sm text-on-surface" data-chart-summary="">
        {inWords.join(' ')}
      </p>
      <div role="img" aria-label={l.chartSummary(title, sorted.length)} style={{ height }} className="w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={drawn}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--color-border)" strokeOpacity={0.3} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => dateFormat.format(t)}
              stroke="var(--color-on-surface-muted)"
              tick={{ fill: 'var(--color-on-surface-muted)', fontSize: 12 }}
              minTickGap={32}
            />
            <YAxis
              stroke="var(--color-on-surface-muted)"
              tick={{ fill: 'var(--color-on-surface-muted)', fontSize: 12 }}
              width={48}
              type="number"
              domain={[scale.min, scale.max]}
              ticks={scale.ticks}
              interval={0}
              tickFormatter={(v: number) => numberFormat.format(v)}
            />
            {series.map(
              (s, i) =>
                s.referenceRange && (
                  <ReferenceArea
                    key={`band-${s.key}`}
                    // an open side runs to the chart's edge: a "≤ 5.6" band is the bottom up to 5.6, never 5.6 up
                    y1={s.referenceRange.low ?? scale.min}
                    y2={s.referenceRange.high ?? scale.max}
                    fill={seriesStyle[i % seriesStyle.length]!.stroke}
                    fillOpacity={0.12}
                    shape={(rect: BandRect) => (
                      <rect
                        data-band={s.key}
                        x={rect.x}
                        y={rect.y}
                        width={rect.width}
                        height={rect.height}
                        fill={rect.fill}
                        fillOpacity={rect.fillOpacity}
                      />
                    )}
                  />
                ),
            )}
            {/* the latest reading, which the words above speak of, is marked however dense the line */}
            {summaries.map(
              ({ s, summary }, i) =>
                summary && (
                  <ReferenceDot
                    key={`latest-${s.key}`}
                    x={summary.latestAt}
                    y={summary.latest}
                    shape={(dot: DotProps) => (
                      <circle
                        data-latest={s.key}
                        data-value={summary.latest}
                        cx={dot.cx}
                        cy={dot.cy}
                        r={5}
                        fill={seriesStyle[i % seriesStyle.length]!.stroke}
                        stroke="var(--color-surface)"
                        strokeWidth={2}
                      />
                    )}
                  />
                ),
            )}
            <Tooltip
              labelFormatter={(t) => dateFormat.format(Number(t))}
              formatter={(v) => `${numberFormat.format(Number(v))} ${unit}`}
              contentStyle={{
                background: 'var(--color-surface)',
                color: 'var(--color-on-surface)',
                border: '1px solid var(--color-border)',
                borderRadius: 'var(--radius)',
              }}
            />
            {series.length > 1 && <Legend wrapperStyle={{ color: 'var(--color-on-surface)' }} />}
            {series.map((s, i) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                type="monotone"
                connectNulls
                isAnimationActive={false}
                strokeWidth={2}
                // the legend draws each line in its own dash pattern, so series differ by more than colour
                legendType="plainline"
                dot={showDots ? { r: 3 } : false}
                {...seriesStyle[i % seriesStyle.length]}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {banded.length > 0 && (
        <p className="text-sm text-on-surface-muted">
          {l.referenceRange}:{' '}
          {banded
            .map((s) => {
              const text =
                s.referenceRangeText ?? formatBand(s.referenceRange!, (v) => numberFormat.format(v));
              const band = `${text} ${unit}`;
              return series.length > 1 ? `${s.label} ${band}` : band;
            })
            .join('; ')}
        </p>
      )}
      <TrendTable
        title={title}
        rows={sorted}
        series={series}
        unit={unit}
        labels={l}
        pageSize={pageSize}
        open={tableOpen}
        allRows={allRows}
        format={(t) => dateFormat.format(t)}
        formatValue={(v) => numberFormat.format(v)}
        positionOf={positionOf}
      />
    </figure>
  );
}
