import { niceTicks } from './nice-ticks';
import { bandPosition, type RangePosition } from './summarise';
import type { ReferenceBand, TrendPoint, TrendSeries } from './trend-chart';

/** "60 – 100", or one open side as "≥ 40" / "≤ 200". */
export function formatBand({ low, high }: ReferenceBand, format: (v: number) => string): string {
  if (low !== undefined && high !== undefined) return `${format(low)} – ${format(high)}`;
  if (low !== undefined) return `≥ ${format(low)}`;
  return high !== undefined ? `≤ ${format(high)}` : '';
}

/**
 * The value axis: round ticks around every reading and every band's bounds, so a band and the readings beside
 * it are always on the chart (a reading above a "≤ 5.6" band is drawn above it, not clipped into it).
 */
export function yScale(rows: readonly TrendPoint[], series: readonly TrendSeries[]) {
  let low = Infinity;
  let high = -Infinity;
  const take = (v: unknown) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return;
    low = Math.min(low, v);
    high = Math.max(high, v);
  };
  for (const row of rows) for (const s of series) take(row[s.key]);
  for (const s of series) {
    take(s.referenceRange?.low);
    take(s.referenceRange?.high);
  }
  return Number.isFinite(low) ? niceTicks(low, high) : niceTicks(0, 1);
}

/** Where a value sits: the caller's verdict when it gave one, else the band's. */
export const positionOf = (s: TrendSeries, value: number): RangePosition | null =>
  s.classify ? s.classify(value) : bandPosition(s.referenceRange, value);

export interface BandRect {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  fill?: string;
  fillOpacity?: number;
}

export interface DotProps {
  cx?: number;
  cy?: number;
}
