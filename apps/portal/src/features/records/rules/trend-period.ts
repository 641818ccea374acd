/** How far back a trend looks, as the picker offers it: the last year, the last five years, or everything. */
export const TREND_PERIODS = ['1y', '5y', 'all'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

/** All readings unless the address asks for less: a yearly lab result would leave one point in a year's chart. */
export const DEFAULT_TREND_PERIOD: TrendPeriod = 'all';

export function isTrendPeriod(value: string | null | undefined): value is TrendPeriod {
  return (TREND_PERIODS as readonly (string | null | undefined)[]).includes(value);
}

const YEARS: Record<TrendPeriod, number | null> = { '1y': 1, '5y': 5, all: null };

/**
 * The readings a period shows: those taken on or after the same calendar day N years ago (29 February falls back
 * to 1 March), so a reading of a year ago today is still in "1 year".
 */
export function withinPeriod<P extends { date: string }>(
  points: readonly P[],
  period: TrendPeriod,
  now: Date,
): P[] {
  const years = YEARS[period];
  if (years === null) return [...points];
  const start = Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate());
  return points.filter((p) => Date.parse(p.date) >= start);
}
