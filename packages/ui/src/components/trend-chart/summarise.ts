import type { ReferenceBand } from './trend-chart';

export type RangePosition = 'below' | 'within' | 'above';
export type Direction = 'up' | 'down' | 'steady';

export interface SeriesSummary {
  latest: number;
  /** Time of the latest reading (ms since the epoch). */
  latestAt: number;
  /** Where the latest reading sits against the series' normal range; null when it has none. */
  position: RangePosition | null;
  /** From the first reading to the latest; null with a single reading. */
  direction: Direction | null;
}

/** A change smaller than this share of the first value reads as steady (the noise of repeated measurement). */
const STEADY_SHARE = 0.03;

/**
 * What a chart says at a glance, in words for those who cannot see it: the latest reading, where it sits
 * against the normal range, and which way the readings went since the first. Null without readings.
 */
export function summariseSeries(
  points: ReadonlyArray<{ t: number; value: number | null | undefined }>,
  range?: ReferenceBand,
): SeriesSummary | null {
  const readings = points.filter((p): p is { t: number; value: number } => typeof p.value === 'number');
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return null;
  const position: RangePosition | null = !range
    ? null
    : range.low !== undefined && last.value < range.low
      ? 'below'
      : range.high !== undefined && last.value > range.high
        ? 'above'
        : 'within';
  const change = last.value - first.value;
  const direction: Direction | null =
    readings.length < 2
      ? null
      : Math.abs(change) <= Math.abs(first.value) * STEADY_SHARE
        ? 'steady'
        : change > 0
          ? 'up'
          : 'down';
  return { latest: last.value, latestAt: last.t, position, direction };
}
