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
 * Where a value sits against a band when the caller gives no rule of its own: both bounds are normal, as FHIR's
 * `low` and `high` are. A caller with a lab's own rules ("<5.7": 5.7 is high) passes `classify` on the series.
 */
export function bandPosition(band: ReferenceBand | undefined, value: number): RangePosition | null {
  if (!band || (band.low === undefined && band.high === undefined)) return null;
  if (band.low !== undefined && value < band.low) return 'below';
  if (band.high !== undefined && value > band.high) return 'above';
  return 'within';
}

/**
 * What a chart says at a glance, in words for those who cannot see it: the latest reading, where it sits
 * against the normal range (`positionOf`) and which way the readings went since the first. Null without readings.
 */
export function summariseSeries(
  points: ReadonlyArray<{ t: number; value: number | null | undefined }>,
  positionOf: (value: number) => RangePosition | null = () => null,
): SeriesSummary | null {
  const readings = points.filter((p): p is { t: number; value: number } => typeof p.value === 'number');
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return null;
  const change = last.value - first.value;
  const direction: Direction | null =
    readings.length < 2
      ? null
      : Math.abs(change) <= Math.abs(first.value) * STEADY_SHARE
        ? 'steady'
        : change > 0
          ? 'up'
          : 'down';
  return { latest: last.value, latestAt: last.t, position: positionOf(last.value), direction };
}
