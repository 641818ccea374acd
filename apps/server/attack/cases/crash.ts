import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { call, type Answer } from '../lib/http.js';
import { completeOnboarding, sessionHeaders, signUp, type Patient } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { withDatabase } from '../lib/snapshot.js';
import { waitForPull } from './idor.js';

const GROUP = 'crash (kill -9) and restart';

const get = (base: string, patient: Patient, path: string) =>
  call(base, { method: 'GET', path, headers: sessionHeaders(patient.tokens), from: patient.from });

interface Progress {
  state: string;
  sources: Array<{ fetched: number; stored: number; failed: number; state: string }>;
}

export async function crashCases(server: ServerProcess, report: Report) {
  await importCrash(server, report);
  await callbackCrash(server, report);
}

/** kill -9 while a patient's records are being imported; after the restart every resource is there once. */
async function importCrash(server: ServerProcess, report: Report) {
  await report.probe(
    GROUP,
    'kill -9 during a record import: after the restart every resource is stored exactly once',
    async () => {
      const base = server.base;
      const patient = await signUp(base);
      await completeOnboarding(base, patient); // saving the address starts the pull
      let killedAt: Progress | undefined;
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const status = (await get(base, patient, '/v1/datapull/status')).json?.content as
          Progress | undefined;
        const fetched = status?.sources.reduce((n, s) => n + s.fetched, 0) ?? 0;
        if (status?.state === 'succeeded' || status?.state === 'failed') break;
        if (fetched > 0) {
          killedAt = status;
          await server.kill();
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      if (!killedAt) throw new Error('the import finished before it could be killed (bundle too small?)');
      await server.start();
      const state = await waitForPull(server.base, patient, 180_000);
      if (state !== 'succeeded') throw new Error(`after the restart the pull ${state}`);
      const afterCrash = await get(server.base, patient, '/v1/patient/records/summary');
      const progress = (await get(server.base, patient, '/v1/datapull/status')).json.content as Progress;
      // A second, uninterrupted pull of the same source gives the reference: it updates rows in place.
      await call(server.base, {
        method: 'POST',
        path: '/v1/datapull/init',
        headers: sessionHeaders(patient.tokens),
        body: { refresh: true },
        from: patient.from,
      });
      await new Promise((r) => setTimeout(r, 500));
      await waitForPull(server.base, patient, 180_000);
      const reference = await get(server.base, patient, '/v1/patient/records/summary');
      const fresh = (await get(server.base, patient, '/v1/datapull/status')).json.content as Progress;
      const counted = (p: Progress) => p.sources.reduce((n, s) => n + s.stored, 0);
      const killedFetched = killedAt.sources.reduce((n, s) => n + s.fetched, 0);
      if (JSON.stringify(summaryCounts(afterCrash)) !== JSON.stringify(summaryCounts(reference)))
        throw new Error(
          `records after the crash ${JSON.stringify(summaryCounts(afterCrash))} ≠ a clean pull ${JSON.stringify(summaryCounts(reference))}`,
        );
      if (counted(progress) !== counted(fresh))
        throw new Error(
          `progress counted ${counted(progress)} stored after the crash, ${counted(fresh)} on a clean pull`,
        );
      return `killed at ${killedFetched} fetched; ${counted(progress)} stored, as a clean pull`;
    },
  );
}

function summaryCounts(answer: Answer): unknown {
  const content = answer.json?.content as
    { categories?: Array<{ category: string; count: number }> } | Record<string, unknown>;
  if (content && Array.isArray((content as { categories?: unknown }).categories))
    return (content as { categories: Array<{ category: string; count: number }> }).categories.map((c) => [
      c.category,
      c.count,
    ]);
  return content;
}

/**
 * An outside record source reports its jobs by signed callbacks. kill -9 in the middle of a burst of them, restart,
 * and the source sends them all again (it got no answer): every job ends in the state its callback named, once.
 */
async function callbackCrash(server: ServerProcess, report: Report) {
  await report.probe(
    GROUP,
    'kill -9 during a burst of signed record-source callbacks: every status stored exactly once',
    async () => {
      // An API-only instance (PORTAL_RUN_JOBS=0): the jobs wait for the outside source's callbacks.
      const apiOnly = { PORTAL_RUN_JOBS: '0' };
      await server.stop();
      await server.start(120_000, apiOnly);
      const patients = [] as Patient[];
      for (let i = 0; i < 6; i += 1) {
        const patient = await signUp(server.base);
        await completeOnboarding(server.base, patient);
        patients.push(patient);
      }
      await server.stop();
      const jobs = await withDatabase(
        server,
        async (db) =>
          (
            await sql<{ id: string; patient_id: string }>`
          select j.id, p.patient_id from data_pull_jobs j join data_pulls p on p.id = j.pull_id
          where p.patient_id in (${sql.join(patients.map((p) => sql`${sql.lit(decodeSub(p))}::uuid`))})`.execute(
              db,
            )
          ).rows,
      );
      const secret = server.dataFile('datapull-callback-secret');
      if (!secret || jobs.length === 0) throw new Error(`no callback secret or no jobs (${jobs.length})`);
      await server.start(120_000, apiOnly);
      // Alternate: success, permanent error.
      const callbacks = jobs.map((job, i) => ({
        job,
        path: i % 2 === 0 ? '/v1/datapull/success' : '/v1/datapull/error',
        // One event id per callback: the re-sent copy is the same event (a retry), not a new one.
        body: JSON.stringify(
          i % 2 === 0
            ? { event_id: `evt-ok-${job.id}`, job_id: job.id }
            : { event_id: `evt-err-${job.id}`, job_id: job.id, code: 'SOURCE_GONE', retryable: false },
        ),
        expected: i % 2 === 0 ? 'succeeded' : 'failed',
      }));
      let answered: () => void = () => undefined;
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
      const sendAll = () =>
        Promise.allSettled(
          callbacks.map(async (c) => {
            const timestamp = Math.floor(Date.now() / 1000);
            const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${c.body}`).digest('hex')}`;
            const answer = await call(server.base, {
              method: 'POST',
              path: c.path,
              body: c.body,
              headers: { 'x-portal-timestamp': String(timestamp), 'x-portal-signature': signature },
            });
            answered();
            return answer;
          }),
        );
      const burst = sendAll();
      await firstAnswer; // the first callback is stored: the rest are in flight
      await server.kill();
      const first = await burst;
      await server.start(120_000, apiOnly);
      const second = await sendAll();
      const bad = second.filter((r) => r.status === 'rejected' || r.value.status !== 200);
      if (bad.length)
        throw new Error(
          `re-sent callbacks answered ${bad.map((r) => (r.status === 'fulfilled' ? r.value.status : r.reason)).join(', ')}`,
        );
      await server.stop();
      const states = await withDatabase(
        server,
        async (db) =>
          (
            await sql<{ id: string; state: string; pull_state: string; gate: string | null }>`
          select j.id, j.state, p.state as pull_state, o.data_pull_state as gate
          from data_pull_jobs j join data_pulls p on p.id = j.pull_id join onboarding o on o.patient_id = p.patient_id
          where j.id in (${sql.join(jobs.map((j) => sql`${sql.lit(j.id)}::uuid`))})`.execute(db)
          ).rows,
      );
      await server.start();
      const wrong = callbacks.filter((c) => {
        const row = states.find((s) => s.id === c.job.id);
        return (
          !row ||
          row.state !== c.expected ||
          row.pull_state !== c.expected ||
          (row.gate !== null && row.gate !== c.expected)
        );
      });
      if (wrong.length)
        throw new Error(
          `${wrong.length} jobs not in the state their callback named: ${JSON.stringify(states.slice(0, 3))}`,
        );
      const answeredBeforeKill = first.filter((r) => r.status === 'fulfilled').length;
      return `${callbacks.length} callbacks, ${answeredBeforeKill} answered before the kill; all re-sent answered 200; every job, pull and gate as named`;
    },
  );
}

const decodeSub = (patient: Patient) =>
  (
    JSON.parse(
      Buffer.from(patient.tokens.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub: string }
  ).sub;
