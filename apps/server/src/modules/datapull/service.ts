import { randomUUID } from 'node:crypto';
import {
  DROP_REASONS,
  ERROR_CODES,
  type DataPullProcessStatus,
  type DataPullStatus,
  type ErrorCode,
  type IdentityAssuranceLevel,
  type Language,
  type PullState,
  type ResourceTypeProgress,
  type SourceProgress,
} from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { errorMessage } from '../../http/i18n.js';
import { DEMO_PATIENT } from '../accounts/seed.js';
import { readGates, type Gates } from '../gatepass/service.js';
import { authorizationInForce } from '../hipaa/service.js';
import { recomputeInsights } from '../insights/service.js';
import type { Notify } from '../notifications/service.js';
import { readSummary, recordsChangedByJob } from '../records/service.js';
import { suggestedStudyIds } from '../studies/service.js';
import { meetsRequiredAssurance, type RequiredAssurance } from './assurance.js';
import * as q from './queries.js';

/*
 * The data pull's rules, each `fn(deps, input)`. A pull has one job per configured source; the pull's state
 * follows its jobs and is mirrored into the gatepass (`onboarding.data_pull_state`). `completeJob` and
 * `failJob` are the single entry points for a job's outcome: the in-process worker calls them, and so do the
 * signed /success and /error callbacks of an outside source.
 */

/** The module context's part the pull needs (the worker, benches and tests build it with testRecordsConfig). */
export interface PullDeps {
  db: Db;
  config: Pick<Config, 'records'>;
  now: () => Date;
  /** Optional notices to the patient when a pull finishes (none in benches and most tests). */
  notify?: Notify;
}

/** A pull in these states is returned by init instead of a new one (review waits for a person, not a retry). */
const ACTIVE: readonly string[] = ['queued', 'running', 'review'];
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export type PullRefusal =
  'ONBOARDING_INCOMPLETE' | 'IDENTITY_ASSURANCE_TOO_LOW' | 'HIPAA_AUTHORIZATION_NOT_CURRENT';

/**
 * Why a pull may not start, or null when it may: the patient proved who they are at least as well as every
 * source asks (else anyone who types a victim's name and birth date would get the victim's records), signed the
 * HIPAA authorization and saved an address (the sources match on it), and that authorization is still in force.
 */
export function pullRefusal(input: {
  gates: Pick<Gates, 'identity' | 'hipaaSignedAt' | 'primaryAddressAt'>;
  authorizationInForce: boolean;
  required: RequiredAssurance;
}): PullRefusal | null {
  const { gates } = input;
  if (!meetsRequiredAssurance(assuranceOf(gates), input.required)) return 'IDENTITY_ASSURANCE_TOO_LOW';
  if (!gates.primaryAddressAt) return 'ONBOARDING_INCOMPLETE';
  // The address step comes after the authorization: with the address saved, an authorization missing was revoked
  // (which clears its gate) or has expired, and "sign it again" is what the patient needs to hear.
  if (!gates.hipaaSignedAt || !input.authorizationInForce) return 'HIPAA_AUTHORIZATION_NOT_CURRENT';
  return null;
}

/** The patient's identity assurance: the level the identity module recorded, once the identity is verified. */
export function assuranceOf(gates: Pick<Gates, 'identity'>): IdentityAssuranceLevel {
  return gates.identity.status === 'verified' ? gates.identity.assurance.level : 'none';
}

/** Throws the refusal (403, en/es) when the patient may not have records pulled now; see pullRefusal. */
export async function assertMayPull(
  deps: Pick<PullDeps, 'db' | 'config' | 'now'>,
  { patientId, lock = false }: { patientId: string; lock?: boolean },
): Promise<void> {
  const gates = await readGates(deps, { patientId, lock });
  const authorization = await authorizationInForce(deps, { patientId });
  const refusal = pullRefusal({
    gates,
    authorizationInForce: authorization !== undefined,
    required: deps.config.records.requiredAssurance,
  });
  if (refusal) throw new AppError(refusal, 403);
}

/**
 * The pull's state from its jobs': running while any job is; once all are done, in review if a source matched
 * several people (nothing of it imported), else succeeded if any source did.
 */
export function pullStateOf(jobs: readonly { state: string; attempts: number }[]): PullState {
  if (jobs.some((j) => j.state === 'running' || (j.state === 'queued' && j.attempts > 0))) return 'running';
  if (jobs.some((j) => j.state === 'queued')) return 'queued';
  if (jobs.some((j) => j.state === 'review')) return 'review';
  return jobs.some((j) => j.state === 'succeeded') ? 'succeeded' : 'failed';
}

/**
 * Starts a pull unless one is under way (or, without `refresh`, one already succeeded): calling it twice
 * never starts two pulls. "Update health record" passes refresh. Records are only retrieved under a signed
 * HIPAA authorization, and the sources match the patient on their addresses, so both gates come first.
 */
export async function startPull(
  deps: PullDeps,
  {
    patientId,
    refresh = false,
    language,
  }: { patientId: string; refresh?: boolean | undefined; language?: Language },
): Promise<DataPullStatus> {
  const { db, config } = deps;
  await db.transaction().execute(async (tx) => {
    // Locks the onboarding row: two inits of one patient (double click, two tabs) run one after the other.
    await assertMayPull({ ...deps, db: tx }, { patientId, lock: true });
    const latest = await q.latestPull(tx, patientId);
    if (latest && (ACTIVE.includes(latest.state) || (!refresh && latest.state === 'succeeded'))) return;
    await q.insertPull(
      tx,
      { id: randomUUID(), patientId },
      config.records.sources.map((source) => ({
        id: randomUUID(),
        source,
        maxAttempts: config.records.worker.maxAttempts,
      })),
    );
    await q.setGatepassPullState(tx, patientId, 'queued');
  });
  return pullStatus(deps, { patientId, ...(language ? { language } : {}) });
}

/** The patient's words for a job's error code, when it is one of ours (MATCH_REVIEW); null for source codes. */
const messageOf = (code: string | null, language: Language): string | null =>
  code && (ERROR_CODES as readonly string[]).includes(code)
    ? errorMessage(language, code as ErrorCode)
    : null;

/**
 * The address step starts the pull. A patient whose pull may not start yet (say the authorization was revoked
 * meanwhile) still has the address saved: the step answers `not_available` instead of failing.
 */
export async function startPullAfterOnboarding(
  deps: PullDeps,
  { patientId }: { patientId: string },
): Promise<'started' | 'not_available'> {
  try {
    await startPull(deps, { patientId });
    return 'started';
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 403) return 'not_available';
    throw error;
  }
}

export async function pullStatus(
  { db }: Pick<PullDeps, 'db'>,
  { patientId, language = 'en' }: { patientId: string; language?: Language },
): Promise<DataPullStatus> {
  const pull = await q.latestPull(db, patientId);
  const lastUpdated = iso(await q.lastSucceededAt(db, patientId));
  if (!pull) {
    return {
      pull_id: null,
      state: 'not_started',
      started_at: null,
      completed_at: null,
      last_updated_at: lastUpdated,
      sources: [],
    };
  }
  const [jobs, progress, failures] = await Promise.all([
    q.jobsOfPull(db, pull.id),
    q.progressOfPull(db, pull.id),
    q.failuresOfPull(db, pull.id),
  ]);
  const sources: SourceProgress[] = jobs.map((job) => {
    const types = progress
      .filter((p) => p.job_id === job.id)
      .map((p) => ({
        resource_type: p.resource_type,
        fetched: p.fetched,
        stored: p.stored,
        failed: p.failed,
        removed: p.removed,
        failed_reasons: failedReasons(
          failures.filter((f) => f.job_id === job.id && f.resource_type === p.resource_type),
        ),
      }));
    const sum = (k: 'fetched' | 'stored' | 'failed' | 'removed') => types.reduce((n, t) => n + t[k], 0);
    return {
      source: job.source,
      state: job.state as PullState,
      attempts: job.attempts,
      error: job.error,
      message: messageOf(job.error, language),
      fetched: sum('fetched'),
      stored: sum('stored'),
      failed: sum('failed'),
      removed: sum('removed'),
      resource_types: types,
      updated_at: iso(job.updated_at),
    };
  });
  return {
    pull_id: pull.id,
    state: pull.state as PullState,
    started_at: iso(pull.started_at),
    completed_at: iso(pull.completed_at),
    last_updated_at: lastUpdated,
    sources,
  };
}

/** A type's unstored resources by reason, in DROP_REASONS' order (a reason no longer known is left out). */
function failedReasons(
  rows: readonly { reason: string; count: number }[],
): ResourceTypeProgress['failed_reasons'] {
  return DROP_REASONS.flatMap((reason) => {
    const count = rows.filter((r) => r.reason === reason).reduce((n, r) => n + r.count, 0);
    return count > 0 ? [{ reason, count }] : [];
  });
}

/** Normalisation progress: resources stored into the record tables against resources fetched. */
export async function processStatus(
  { db }: Pick<PullDeps, 'db'>,
  { patientId }: { patientId: string },
): Promise<DataPullProcessStatus> {
  const status = await pullStatus({ db }, { patientId });
  const fetched = status.sources.reduce((n, s) => n + s.fetched, 0);
  const processed = status.sources.reduce((n, s) => n + s.stored, 0);
  const failed = status.sources.reduce((n, s) => n + s.failed, 0);
  const done = status.state === 'succeeded' || status.state === 'failed';
  const percent = done
    ? 100
    : fetched === 0
      ? 0
      : Math.min(99, Math.floor(((processed + failed) / fetched) * 100));
  // Counted as My Health counts them, so the numbers a patient sees while records arrive are the ones that stay.
  const categories = (await readSummary({ db }, { patientId })).categories.map(({ category, count }) => ({
    category,
    count,
  }));
  return { pull_id: status.pull_id, state: status.state, fetched, processed, failed, percent, categories };
}

/**
 * A job's source finished: the job succeeds (again: a no-op), the pull's state follows, and the insights are
 * recomputed over the records it brought.
 */
export async function completeJob(
  deps: Pick<PullDeps, 'db' | 'now' | 'notify'>,
  { jobId }: { jobId: string },
): Promise<void> {
  const job = await q.findJob(deps.db, jobId);
  if (!job) throw notFound();
  if (job.state !== 'succeeded') await q.markJobSucceeded(deps.db, jobId, deps.now());
  await refreshPull(deps, { pullId: job.pull_id });
  const openedGaps = await recomputeInsights(deps, job.patient_id);
  if (deps.notify)
    await noticesAfterPull({ ...deps, notify: deps.notify }, { ...job, id: jobId }, openedGaps);
}

/**
 * [PROF-7] What a finished job may tell the patient: new or changed records (once per pull, whichever of its
 * jobs brings them), a care gap that has just opened, a study newly suggested (once per study, ever).
 */
async function noticesAfterPull(
  deps: Pick<PullDeps, 'db' | 'now'> & { notify: Notify },
  job: { id: string; pull_id: string; patient_id: string },
  openedGaps: readonly string[],
): Promise<void> {
  const patientId = job.patient_id;
  const changed = await recordsChangedByJob(deps, { patientId, pullJobId: job.id });
  const studies = await suggestedStudyIds(deps, { patientId });
  await deps.notify(patientId, [
    { category: 'records', eventKeys: changed ? [`records.pull:${job.pull_id}`] : [] },
    {
      category: 'care_reminders',
      eventKeys: openedGaps.map((rule) => `care_reminders.gap:${rule}:${job.pull_id}`),
    },
    { category: 'studies', eventKeys: studies.map((id) => `studies.match:${id}`) },
  ]);
}

/**
 * A job's source failed. Retryable failures go back in the queue with exponential backoff until the job's
 * attempts run out; then (or for a permanent failure) the job fails and the pull's state follows.
 */
export async function failJob(
  deps: PullDeps,
  { jobId, code, retryable }: { jobId: string; code: string; retryable: boolean },
): Promise<void> {
  const job = await q.findJob(deps.db, jobId);
  if (!job) throw notFound();
  if (job.state === 'succeeded' || job.state === 'failed') return refreshPull(deps, { pullId: job.pull_id });
  const retry = retryable && job.attempts < job.max_attempts;
  const delay = deps.config.records.worker.backoffMs * 2 ** Math.max(0, job.attempts - 1);
  const at = deps.now();
  await q.markJobFailed(deps.db, jobId, {
    code,
    retry,
    nextRunAt: new Date(at.getTime() + (retry ? delay : 0)),
    at,
  });
  await refreshPull(deps, { pullId: job.pull_id });
}

export type CallbackInput = { eventId: string; bodyHash: string; jobId: string } & (
  { kind: 'success' } | { kind: 'error'; code: string; retryable: boolean }
);

/**
 * A signed completion callback from an outside source, applied once per event id: the same event delivered
 * again (a retry) changes nothing and is answered as the first time; the same id with other content is refused
 * (409 CALLBACK_REPLAYED). Returns the job's patient, for the audit row.
 */
export async function receiveCallback(
  deps: PullDeps,
  input: CallbackInput,
): Promise<{ patientId: string; duplicate: boolean }> {
  const job = await q.findJob(deps.db, input.jobId);
  if (!job) throw notFound();
  const event = { event_id: input.eventId, job_id: input.jobId, kind: input.kind, body_hash: input.bodyHash };
  if (!(await q.recordCallbackEvent(deps.db, event))) {
    const first = await q.findCallbackEvent(deps.db, input.eventId);
    if (first?.body_hash !== input.bodyHash) throw new AppError('CALLBACK_REPLAYED', 409);
    // The first delivery may have died (kill -9) between recording the event, changing the job and the pull:
    // a retry finishes what is idempotent (a success, a final error, the pull's state), never re-queues.
    if (input.kind === 'success') await completeJob(deps, { jobId: input.jobId });
    else if (!input.retryable)
      await failJob(deps, { jobId: input.jobId, code: input.code, retryable: false });
    else await refreshPull(deps, { pullId: job.pull_id });
    return { patientId: job.patient_id, duplicate: true };
  }
  try {
    if (input.kind === 'success') await completeJob(deps, { jobId: input.jobId });
    else await failJob(deps, { jobId: input.jobId, code: input.code, retryable: input.retryable });
  } catch (error) {
    // Not applied: let the source's retry apply it.
    await q.forgetCallbackEvent(deps.db, input.eventId);
    throw error;
  }
  return { patientId: job.patient_id, duplicate: false };
}

/** Brings the pull's state (and the gatepass) in line with its jobs'. */
export async function refreshPull(
  { db, now }: Pick<PullDeps, 'db' | 'now'>,
  { pullId }: { pullId: string },
): Promise<void> {
  const pull = await q.findPull(db, pullId);
  if (!pull) return;
  const state = pullStateOf(await q.jobsOfPull(db, pullId));
  if (state === pull.state) return;
  await db.transaction().execute(async (tx) => {
    await q.setPullState(tx, pullId, {
      state,
      at: now(),
      started: state === 'running' && pull.state === 'queued',
      completed: state === 'succeeded' || state === 'failed',
    });
    await q.setGatepassPullState(tx, pull.patient_id, state);
  });
}

/** The demo patient gets its records on the first start: a pull is queued once, if none exists yet. */
export async function ensureDemoPull(deps: PullDeps): Promise<void> {
  const demo = await q.findDefaultBrandPatient(deps.db, DEMO_PATIENT.email);
  if (!demo || (await q.anyPull(deps.db, demo.id))) return;
  await startPull(deps, { patientId: demo.id });
}
