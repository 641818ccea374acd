import { randomUUID } from 'node:crypto';
import {
  RECORD_CATEGORIES,
  type DataPullProcessStatus,
  type DataPullStatus,
  type PullState,
  type SourceProgress,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { TABLE_OF_CATEGORY } from '../records/store.js';
import type { RecordsConfig } from './config.js';
import { jobsOfPull, lastSucceededAt, latestPull, progressOfPull, setGatepassPullState } from './queries.js';

/*
 * The data pull's rules. A pull has one job per configured source; the pull's state follows its jobs and is
 * mirrored into the gatepass (`onboarding.data_pull_state`). `completeJob` and `failJob` are the single entry
 * points for a job's outcome: the in-process worker calls them, and so do the signed /success and /error
 * callbacks of an outside source.
 */

const ACTIVE: readonly string[] = ['queued', 'running'];
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A pull may start once the HIPAA authorization is signed and a primary address is saved. */
export const mayStartPull = (
  gates: { hipaa_signed_at: Date | null; primary_address_at: Date | null } | undefined,
): boolean => Boolean(gates?.hipaa_signed_at && gates.primary_address_at);

export class DataPullService {
  constructor(
    private readonly db: Db,
    private readonly config: RecordsConfig,
  ) {}

  /**
   * Starts a pull unless one is under way (or, without `refresh`, one already succeeded): calling init twice
   * never starts two pulls. "Update health record" passes refresh. Records are only retrieved under a signed
   * HIPAA authorization, and the sources match the patient on their addresses, so both gates come first.
   */
  async init(patientId: string, refresh = false): Promise<DataPullStatus> {
    await this.db.transaction().execute(async (tx) => {
      // Serialise inits of one patient (double clicks, two tabs): lock the patient's onboarding row.
      const gates = await tx
        .selectFrom('onboarding')
        .select(['hipaa_signed_at', 'primary_address_at'])
        .where('patient_id', '=', patientId)
        .forUpdate()
        .executeTakeFirst();
      if (!mayStartPull(gates)) throw new AppError('ONBOARDING_INCOMPLETE', 403);
      const latest = await latestPull(tx as unknown as Db, patientId);
      if (latest && (ACTIVE.includes(latest.state) || (!refresh && latest.state === 'succeeded'))) return;
      const pullId = randomUUID();
      await tx
        .insertInto('data_pulls')
        .values({ id: pullId, patient_id: patientId, state: 'queued' })
        .execute();
      await tx
        .insertInto('data_pull_jobs')
        .values(
          this.config.sources.map((source) => ({
            id: randomUUID(),
            pull_id: pullId,
            patient_id: patientId,
            source,
            max_attempts: this.config.worker.maxAttempts,
          })),
        )
        .execute();
      await setGatepassPullState(tx, patientId, 'queued');
    });
    return this.status(patientId);
  }

  async status(patientId: string): Promise<DataPullStatus> {
    const pull = await latestPull(this.db, patientId);
    const lastUpdated = iso(await lastSucceededAt(this.db, patientId));
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
    const [jobs, progress] = await Promise.all([
      jobsOfPull(this.db, pull.id),
      progressOfPull(this.db, pull.id),
    ]);
    const sources: SourceProgress[] = jobs.map((job) => {
      const types = progress
        .filter((p) => p.job_id === job.id)
        .map((p) => ({
          resource_type: p.resource_type,
          fetched: p.fetched,
          stored: p.stored,
          failed: p.failed,
        }));
      const sum = (k: 'fetched' | 'stored' | 'failed') => types.reduce((n, t) => n + t[k], 0);
      return {
        source: job.source,
        state: job.state as PullState,
        attempts: job.attempts,
        error: job.error,
        fetched: sum('fetched'),
        stored: sum('stored'),
        failed: sum('failed'),
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

  /** Normalisation progress: resources stored into the record tables against resources fetched. */
  async processStatus(patientId: string): Promise<DataPullProcessStatus> {
    const status = await this.status(patientId);
    const fetched = status.sources.reduce((n, s) => n + s.fetched, 0);
    const processed = status.sources.reduce((n, s) => n + s.stored, 0);
    const failed = status.sources.reduce((n, s) => n + s.failed, 0);
    const done = status.state === 'succeeded' || status.state === 'failed';
    const percent = done
      ? 100
      : fetched === 0
        ? 0
        : Math.min(99, Math.floor(((processed + failed) / fetched) * 100));
    const categories = await Promise.all(
      RECORD_CATEGORIES.map(async (category) => {
        const row = await this.db
          .selectFrom(TABLE_OF_CATEGORY[category])
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('patient_id', '=', patientId)
          .executeTakeFirst();
        return { category, count: Number(row?.count ?? 0) };
      }),
    );
    return { pull_id: status.pull_id, state: status.state, fetched, processed, failed, percent, categories };
  }

  /** A job's source finished: the job succeeds (again: a no-op) and the pull's state follows. */
  async completeJob(jobId: string): Promise<void> {
    const job = await this.db
      .selectFrom('data_pull_jobs')
      .select(['pull_id', 'state'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw notFound();
    if (job.state !== 'succeeded') {
      await this.db
        .updateTable('data_pull_jobs')
        .set({
          state: 'succeeded',
          lease_owner: null,
          lease_until: null,
          completed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', jobId)
        .where('state', '!=', 'succeeded')
        .execute();
    }
    await this.refreshPull(job.pull_id);
  }

  /**
   * A job's source failed. Retryable failures go back in the queue with exponential backoff until the job's
   * attempts run out; then (or for a permanent failure) the job fails and the pull's state follows.
   */
  async failJob(jobId: string, code: string, retryable: boolean): Promise<void> {
    const job = await this.db
      .selectFrom('data_pull_jobs')
      .select(['pull_id', 'state', 'attempts', 'max_attempts'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw notFound();
    if (job.state === 'succeeded' || job.state === 'failed') return;
    const retry = retryable && job.attempts < job.max_attempts;
    const delay = this.config.worker.backoffMs * 2 ** Math.max(0, job.attempts - 1);
    await this.db
      .updateTable('data_pull_jobs')
      .set({
        state: retry ? 'queued' : 'failed',
        error: code,
        lease_owner: null,
        lease_until: null,
        next_run_at: new Date(Date.now() + (retry ? delay : 0)),
        updated_at: new Date(),
        ...(retry ? {} : { completed_at: new Date() }),
      })
      .where('id', '=', jobId)
      .execute();
    await this.refreshPull(job.pull_id);
  }

  /** The pull is running while any job is; once all are done it succeeded if any source succeeded. */
  async refreshPull(pullId: string): Promise<void> {
    const pull = await this.db
      .selectFrom('data_pulls')
      .select(['patient_id', 'state'])
      .where('id', '=', pullId)
      .executeTakeFirst();
    if (!pull) return;
    const jobs = await jobsOfPull(this.db, pullId);
    const state: PullState = jobs.some(
      (j) => j.state === 'running' || (j.state === 'queued' && j.attempts > 0),
    )
      ? 'running'
      : jobs.some((j) => j.state === 'queued')
        ? 'queued'
        : jobs.some((j) => j.state === 'succeeded')
          ? 'succeeded'
          : 'failed';
    if (state === pull.state) return;
    const done = state === 'succeeded' || state === 'failed';
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('data_pulls')
        .set({
          state,
          updated_at: new Date(),
          ...(state === 'running' && pull.state === 'queued' ? { started_at: new Date() } : {}),
          ...(done ? { completed_at: new Date() } : {}),
        })
        .where('id', '=', pullId)
        .execute();
      await setGatepassPullState(tx, pull.patient_id, state);
    });
  }
}
