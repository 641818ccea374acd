/** An axis a person reads: round bounds and a round step (1, 2, 2.5 or 5 times a power of ten). */
export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10, 20, 25, 50];

/** Decimals a step needs, so 0.1 + 0.2 prints as 0.3, not 0.30000000000000004. */
const decimals = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (step % 1 ? 1 : 0));

/**
 * The axis for values from `low` to `high`: bounds that contain them both, on ticks of a round step, at most
 * `maxTicks` of them (4.55, 5.85, 7.15 becomes 4, 5, 6, 7, 8). A single value gets a little room around it.
 * Never below zero when every value is at or above it: a reading cannot be drawn against a negative axis.
 */
export function niceTicks(low: number, high: number, maxTicks = 6): NiceScale {
  let [lo, hi] = low <= high ? [low, high] : [high, low];
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    [lo, hi] = [lo - pad, hi + pad];
    if (low >= 0 && lo < 0) lo = 0;
  }
  const rough = (hi - lo) / Math.max(1, maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = power;
  for (const s of STEPS) {
    step = s * power;
    if (Math.ceil(hi / step - 1e-9) - Math.floor(lo / step + 1e-9) + 1 <= maxTicks) break;
  }
  const places = decimals(step);
  const round = (v: number) => Number(v.toFixed(places));
  const min = round(Math.floor(lo / step + 1e-9) * step);
  const max = round(Math.ceil(hi / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(round(v));
  return { min, max, step, ticks };
}
