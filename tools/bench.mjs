/**
 * Budgets for the benches (`npm run bench`): each figure is printed with its budget beside it, and a missed
 * budget makes the bench exit non-zero.
 *
 * Short mode (`--short` or BENCH_SHORT=1, what `npm test` runs so the benches cannot rot) runs the same code on
 * small inputs for seconds. Timings are printed but only enforced in the full run (a loaded test machine says
 * nothing about speed, and small inputs nothing about scale). Deterministic figures (`always`: bytes of the
 * build, the headers the server sends, the bench reaching its end) are enforced in both. A deterministic budget
 * not met yet carries a `hold`: the ceiling short mode enforces meanwhile, so the figure cannot grow unnoticed
 * while the full run keeps reporting the miss.
 */
import { cpus, loadavg } from 'node:os';
import process from 'node:process';

export const short = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

const rows = [];

/**
 * Records one figure. `max` or `min` is the budget, informational in short mode unless `always`; `hold` (with
 * `always`) is the ceiling short mode enforces instead of a `max` not reached yet.
 */
export function budget(name, value, { max, min, unit = '', always = false, hold } = {}) {
  const enforced = always || !short;
  const ceiling = short && hold !== undefined ? hold : max;
  const met = (ceiling === undefined || value <= ceiling) && (min === undefined || value >= min);
  const limit =
    max !== undefined
      ? `≤ ${max}${unit}${ceiling !== max ? ` (hold ≤ ${ceiling})` : ''}`
      : min !== undefined
        ? `≥ ${min}${unit}`
        : '';
  rows.push({ name, value, unit, limit, met, enforced });
  return met;
}

/** A figure reported without a budget (for context, e.g. login latency). */
export const figure = (name, value, unit = '') => rows.push({ name, value, unit, limit: '', met: true });

const show = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** Prints every figure with its budget and sets the exit code when an enforced budget was missed. */
export function reportBudgets(title) {
  console.log(
    `\n${title}${short ? ' (short mode: deterministic budgets enforced, timings reported)' : ''} — Node ${process.version}, ` +
      `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`,
  );
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows) {
    const verdict = !row.limit ? '' : row.met ? 'ok' : row.enforced ? 'MISSED' : 'missed (not enforced)';
    console.log(
      `  ${row.name.padEnd(width)}  ${`${show(row.value)}${row.unit}`.padStart(12)}  ${row.limit.padEnd(12)}  ${verdict}`,
    );
  }
  const missed = rows.filter((r) => r.limit && !r.met && r.enforced);
  if (missed.length) {
    console.log(`  ${missed.length} budget(s) missed: ${missed.map((r) => r.name).join('; ')}`);
    process.exitCode = 1;
  }
  rows.length = 0;
}

/** The median of a few runs (the machine is shared: one run is noise). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
