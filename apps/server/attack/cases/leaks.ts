import { remember, SECRETS } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'leaks (server log)';

/**
 * The dev outbox prints the messages it "sends" (its one purpose: sign in without a phone). It exists only with
 * PORTAL_DEV_OUTBOX, never in production or beside a real sender, so its own lines are left out of the search;
 * every other line must carry none of the run's personal fields, codes, passwords or tokens.
 */
const isDevOutboxLine = (line: string) => line.includes('"msg":"dev outbox"');

/** Searches everything the server printed during the whole run (every phase, every restart). */
export async function leakCases(server: ServerProcess, report: Report) {
  // Sent by the fuzzer and the IDOR matrix: an SSN, whole and as digits.
  remember('SSN', '123-45-6789');
  remember('SSN digits', '123456789');
  const lines = server
    .log()
    .split('\n')
    .filter((line) => line && !isDevOutboxLine(line));
  const found = new Map<string, number>();
  const samples: string[] = [];
  for (const line of lines) {
    for (const [value, kind] of SECRETS) {
      const at = standingAlone(line, value);
      if (at < 0) continue;
      found.set(kind, (found.get(kind) ?? 0) + 1);
      if (samples.length < 3) samples.push(`${line.slice(Math.max(0, at - 80), at)}<${kind}>`);
    }
  }
  const total = [...found.values()].reduce((a, b) => a + b, 0);
  report.leaks += total;
  report.figures['log lines searched'] = `${lines.length} (${SECRETS.size} values)`;
  report.check(
    GROUP,
    'no personal field, code, password or token in the server log (outside the dev outbox lines)',
    total === 0,
    total
      ? `${[...found].map(([kind, n]) => `${kind} ×${n}`).join(', ')}; e.g. ${samples.join(' | ')}`
      : `${lines.length} lines, ${SECRETS.size} values`,
  );
}

/** Where `value` occurs on its own (a 6-digit code inside a longer number, e.g. a timestamp, is not it), or -1. */
function standingAlone(line: string, value: string): number {
  const digits = /^\d+$/.test(value);
  for (let at = line.indexOf(value); at >= 0; at = line.indexOf(value, at + 1)) {
    if (!digits || (!/\d/.test(line[at - 1] ?? '') && !/\d/.test(line[at + value.length] ?? ''))) return at;
  }
  return -1;
}
