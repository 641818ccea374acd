import { randomUUID } from 'node:crypto';
import { isEmbedded, type Db } from '../../db/database.js';
import { BundleFormatError } from '../../fhir/bundle-reader.js';
import type { DropReason } from '@portal/contract';
import {
  categoryOfResourceType,
  NormaliseError,
  normaliseResource,
  type NormalisedRow,
} from '../../fhir/normalise.js';
import type { BundleEntry } from '../../fhir/types.js';
import { AppError } from '../../http/errors.js';
import {
  RecordSourceError,
  type PatientDemographics,
  type RecordSource,
} from '../../providers/records/types.js';
import { SYSTEM_ACTOR, writeAudit } from '../audit/service.js';
import { applyPatientRanges } from '../records/ranges.js';
import { reconcileRecords, storeRecords } from '../records/service.js';
import { birthSexOf } from '../insights/rules/birth-sex.js';
import { noteRecordSex } from '../insights/service.js';
import type { RecordsConfig } from './config.js';
import {
  addFailures,
  addProgress,
  checkpointJob,
  claimJob,
  commitWithoutFlush,
  handBackJob,
  holdJobForReview,
  renewLease,
  setJobMatch,
  type JobRow,
} from './queries.js';
import { assertMayPull, completeJob, failJob, refreshPull, type PullDeps } from './service.js';

/*
 * The pull worker: claims due jobs (SKIP LOCKED), streams the source's resources, normalises them and stores
 * them in batches. Each batch commits the rows, the progress counts and the job's checkpoint (entries of the
 * stream consumed) in one transaction, so after a crash the job resumes right after the last committed batch:
 * nothing is lost, and the idempotent upserts mean nothing is doubled even if a source reorders.
 */

export interface PullWorkerOptions {
  /** The services' deps; `settings` may differ from `deps.config.records.worker` (benches change the batch). */
  deps: PullDeps;
  sources: ReadonlyMap<string, RecordSource>;
  settings: RecordsConfig['worker'];
  loadPatient: (db: Db, patientId: string) => Promise<PatientDemographics>;
  /** Called when a job could not be handled (never with health data). */
  onError?: (error: unknown) => void;
  /**
   * Called after a committed batch that could not store some resources: how many of which type, and why (for the
   * operator's log; never a resource id or anything a resource says).
   */
  onUnstored?: (jobId: string, failures: readonly BatchFailure[]) => void;
  /** Called after each committed batch with the job's new checkpoint (tests and benches watch progress). */
  onBatch?: (jobId: string, checkpoint: number) => void;
  /** Called when a job is claimed after another worker's lease ran out (operations count these). */
  onTakenOver?: () => void;
  /** Called when a job fails for good or for now, with its code (operations count these). */
  onFailed?: (code: string) => void;
  owner?: string;
}

class LeaseLost extends Error {
  override name = 'LeaseLost';
}

type Counts = Map<string, { fetched: number; stored: number; failed: number; removed?: number }>;

export interface BatchFailure {
  resourceType: string;
  reason: DropReason;
  count: number;
}

interface PreparedBatch {
  counts: Counts;
  rows: NormalisedRow[];
  /** Resources that could not be stored, per type and reason: the status shows them to the patient. */
  failures: BatchFailure[];
  /** Still at the source but unreadable now: their earlier rows are kept. */
  unreadable: { resourceType: string; id: string }[];
  /** The source's own Patient is not a record, but its birth sex is what the sex-specific screenings read. */
  birthSexes: ('female' | 'male' | null)[];
}

/** A batch's entries normalised into rows, counted per resource type. */
function prepareBatch(entries: BundleEntry[]): PreparedBatch {
  const batch: PreparedBatch = { counts: new Map(), rows: [], failures: [], unreadable: [], birthSexes: [] };
  const fail = (resourceType: string, reason: DropReason) => {
    const known = batch.failures.find((f) => f.resourceType === resourceType && f.reason === reason);
    if (known) known.count++;
    else batch.failures.push({ resourceType, reason, count: 1 });
  };
  for (const entry of entries) {
    const resource = entry.resource;
    if (resource?.resourceType === 'Patient') batch.birthSexes.push(birthSexOf(resource));
    if (!resource || !categoryOfResourceType(resource.resourceType)) continue;
    let c = batch.counts.get(resource.resourceType);
    if (!c) batch.counts.set(resource.resourceType, (c = { fetched: 0, stored: 0, failed: 0 }));
    c.fetched++;
    try {
      batch.rows.push(...normaliseResource(resource, entry.fullUrl));
      c.stored++;
    } catch (error) {
      c.failed++;
      const reason = error instanceof NormaliseError ? error.reason : 'unreadable';
      fail(resource.resourceType, reason);
      // Withdrawn at the source as never true: its earlier row goes with the reconciliation, not kept.
      if (resource.id && reason !== 'entered_in_error')
        batch.unreadable.push({ resourceType: resource.resourceType, id: resource.id });
    }
  }
  return batch;
}

export class PullWorker {
  readonly owner: string;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly abort = new AbortController();
  private wake: (() => void) | undefined;

  constructor(private readonly options: PullWorkerOptions) {
    this.owner = options.owner ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops claiming, interrupts the current job and hands it back to the queue (it resumes at its checkpoint). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    this.wake?.();
    await this.loop;
  }

  /** Asks an idle worker to look for work now (a pull was just queued). */
  poke(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (!worked && !this.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.settings.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  /** Claims and processes one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { deps, settings } = this.options;
    const job = await claimJob(deps.db, this.owner, settings.leaseSeconds);
    if (!job) return false;
    if (job.taken_over) this.options.onTakenOver?.();
    await this.process(job);
    return true;
  }

  private async process(job: JobRow): Promise<void> {
    const { deps, settings } = this.options;
    const { db } = deps;
    if (job.attempts > job.max_attempts) {
      await failJob(deps, { jobId: job.id, code: 'ATTEMPTS_EXHAUSTED', retryable: false });
      this.options.onFailed?.('ATTEMPTS_EXHAUSTED');
      return;
    }
    await refreshPull(deps, { pullId: job.pull_id });
    // Keep the lease while the source is slow between batches.
    const heartbeat = setInterval(
      () => void renewLease(db, job.id, this.owner, settings.leaseSeconds).catch(() => undefined),
      (settings.leaseSeconds * 1000) / 3,
    );
    try {
      // Gates are checked again when the job runs: a revoked or expired authorization stops a queued pull.
      await assertMayPull(deps, { patientId: job.patient_id });
      const source = this.options.sources.get(job.source);
      if (!source)
        throw new RecordSourceError('SOURCE_NOT_CONFIGURED', `source ${job.source} is not configured`, false);
      let ref = job.source_patient_ref;
      if (!ref) {
        const match = await source.match(
          await this.options.loadPatient(db, job.patient_id),
          this.abort.signal,
        );
        if (match.kind === 'ambiguous') {
          await holdJobForReview(db, job.id, match.candidates, deps.now());
          await refreshPull(deps, { pullId: job.pull_id });
          await this.audit(job, 'refused', 'MATCH_REVIEW');
          return;
        }
        if (match.kind === 'none') {
          // Not found at this source: nothing to import, which is not a failure.
          await setJobMatch(db, job.id, { error: 'NO_MATCH' });
          await completeJob(deps, { jobId: job.id });
          await this.audit(job, 'success');
          return;
        }
        ref = match.ref;
        await setJobMatch(db, job.id, { ref });
      }
      let position = 0;
      let batch: BundleEntry[] = [];
      // One batch is written while the next is read and normalised; batches still commit one after another,
      // in order, so the checkpoint only ever moves past committed rows.
      let writing: Promise<void> = Promise.resolve();
      const flush = async (entries: BundleEntry[], checkpoint: number) => {
        const prepared = prepareBatch(entries);
        await writing;
        writing = this.store(job, prepared, checkpoint);
        // Observed by the next flush or the final await; this only keeps it from counting as unhandled meanwhile
        writing.catch(() => undefined);
      };
      for await (const entry of source.resources(ref, this.abort.signal)) {
        position++;
        if (position <= job.checkpoint) continue;
        batch.push(entry);
        if (batch.length >= settings.batchSize) {
          await flush(batch, position);
          batch = [];
        }
      }
      await flush(batch, position);
      await writing;
      await this.reconcile(job);
      await completeJob(deps, { jobId: job.id });
      await this.audit(job, 'success');
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (this.stopping) {
        // Shutting down: give the job back untouched (this attempt does not count) so a restart resumes it.
        await handBackJob(db, job.id, this.owner);
        return;
      }
      const code =
        error instanceof RecordSourceError || error instanceof AppError
          ? error.code
          : error instanceof BundleFormatError
            ? 'SOURCE_BAD_RESPONSE'
            : 'IMPORT_FAILED';
      const retryable =
        error instanceof RecordSourceError
          ? error.retryable
          : !(error instanceof BundleFormatError || error instanceof AppError);
      if (!(error instanceof RecordSourceError || error instanceof AppError)) this.options.onError?.(error);
      await failJob(deps, { jobId: job.id, code, retryable });
      this.options.onFailed?.(code);
      await this.audit(job, error instanceof AppError ? 'refused' : 'failed', code);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Every import of a patient's records is audited (SEC-4): actor `system`, the source, how it ended. */
  private async audit(job: JobRow, outcome: 'success' | 'refused' | 'failed', errorCode?: string) {
    await writeAudit(this.options.deps, {
      patientId: job.patient_id,
      actor: SYSTEM_ACTOR,
      action: 'import',
      resource: `records.pull.${job.source}`,
      outcome,
      errorCode: errorCode ?? null,
    });
  }

  /** One transaction: the rows, the progress counts and the checkpoint, or nothing. */
  private async store(job: JobRow, batch: PreparedBatch, checkpoint: number): Promise<void> {
    const { counts, rows, failures, unreadable, birthSexes } = batch;
    const { deps, settings } = this.options;
    const embeddedDb = isEmbedded(deps.db);
    await deps.db.transaction().execute(async (tx) => {
      // On a database server, a batch lost to the server's crash is lost with its checkpoint (one transaction),
      // so the resumed job imports it again: the commit need not wait for the disk flush, most of a batch's
      // time. Embedded, the database dies with the worker, and a killed worker must not lose committed batches.
      if (!embeddedDb) await commitWithoutFlush(tx);
      if (!(await checkpointJob(tx, job.id, this.owner, settings.leaseSeconds, checkpoint)))
        throw new LeaseLost();
      await storeRecords(
        { db: tx },
        { patientId: job.patient_id, source: job.source, rows, pullJobId: job.id, unreadable },
      );
      for (const sex of birthSexes)
        await noteRecordSex({ db: tx }, { patientId: job.patient_id, source: job.source, sex });
      // the source's birth sex may come after results it has a range for women or men on
      if (birthSexes.some((sex) => sex !== null)) await applyPatientRanges(tx, job.patient_id);
      await addProgress(tx, job.id, counts);
      await addFailures(tx, job.id, failures);
    });
    if (failures.length > 0) this.options.onUnstored?.(job.id, failures);
    job.checkpoint = checkpoint;
    this.options.onBatch?.(job.id, checkpoint);
  }

  /**
   * The job has read its whole source: what it did not see there is gone, so it goes here too, counted per
   * type. Safe to repeat (a crash before the job completes runs it again and removes nothing more).
   */
  private async reconcile(job: JobRow): Promise<void> {
    const { deps, settings } = this.options;
    await deps.db.transaction().execute(async (tx) => {
      if (!(await checkpointJob(tx, job.id, this.owner, settings.leaseSeconds, job.checkpoint)))
        throw new LeaseLost();
      const removed = await reconcileRecords(
        { db: tx },
        { patientId: job.patient_id, source: job.source, pullJobId: job.id },
      );
      const counts: Counts = new Map(
        [...removed].map(([type, n]) => [type, { fetched: 0, stored: 0, failed: 0, removed: n }]),
      );
      await addProgress(tx, job.id, counts);
    });
  }
}
