import { call, type Call } from '../lib/http.js';
import { completeOnboarding, remember, sessionHeaders, signUp, type Patient } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import type { RunSettings } from '../run.js';

const GROUP = 'load';

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T);
      }
    }),
  );
  return results;
}

/**
 * N patients as browsers would be: sign up (code from the dev outbox), onboard (which starts their pull), then
 * for the whole run: refresh the session, read the gatepass, the records and the trends, poll the pull.
 */
export async function loadCases(server: ServerProcess, report: Report, settings: RunSettings) {
  const base = server.base;
  const { patients: count, seconds } = settings.load;
  const latencies: number[] = [];
  const errors: string[] = [];
  const note = (what: string) => {
    if (errors.length < 10) errors.push(what);
  };
  const send = async (patient: Patient, input: Omit<Call, 'from'>) => {
    try {
      const answer = await call(base, { ...input, from: patient.from });
      report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
      latencies.push(answer.ms);
      if (answer.status >= 400)
        note(`${input.method} ${input.path} ${answer.status} ${answer.text.slice(0, 80)}`);
      return answer;
    } catch (error) {
      note(`${input.method} ${input.path}: ${(error as Error).message}`);
      return undefined;
    }
  };

  const setupStarted = performance.now();
  const patients = await pool(Array.from({ length: count }), 8, async () => {
    const patient = await signUp(base);
    await completeOnboarding(base, patient);
    return patient;
  });
  report.figures['load setup (s)'] =
    `${((performance.now() - setupStarted) / 1000).toFixed(0)} for ${count} sign-ups and onboardings`;

  const deadline = Date.now() + seconds * 1000;
  const reads = [
    '/v1/patient/gatepass',
    '/v1/patient/records/summary',
    '/v1/patient/records?category=observations&page_size=50',
    '/v1/patient/records',
    '/v1/patient/trends/vitals/BMI',
    '/v1/patient/trends/labs/HbA1c',
    '/v1/datapull/status',
    '/v1/datapull/process/status',
  ];
  let rounds = 0;
  await Promise.all(
    patients.map(async (patient) => {
      let tokens = patient.tokens;
      while (Date.now() < deadline) {
        rounds += 1;
        const refreshed = await send(patient, {
          method: 'GET',
          path: '/v1/refresh-token',
          headers: { 'refresh-authorization': tokens.refresh_token },
        });
        if (refreshed?.status === 200) {
          tokens = { ...tokens, ...refreshed.json.content };
          remember('refresh token', tokens.refresh_token);
        }
        for (const path of reads) {
          if (Date.now() >= deadline) break;
          await send(patient, { method: 'GET', path, headers: sessionHeaders(tokens) });
        }
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p99] = [percentile(sorted, 50), percentile(sorted, 99)];
  report.figures['load'] =
    `${count} patients × ${seconds} s: ${latencies.length} requests (${(latencies.length / seconds).toFixed(0)}/s), ${rounds} rounds`;
  report.figures['load p50 / p99 (ms)'] = `${p50.toFixed(0)} / ${p99.toFixed(0)}`;
  report.check(
    GROUP,
    `${count} patients for ${seconds} s (refresh, reads, pull status): 0 errors`,
    errors.length === 0,
    errors.length
      ? errors.join('; ')
      : `${latencies.length} requests, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  );
}
