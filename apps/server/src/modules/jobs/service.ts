import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { JobsConfig } from './config.js';
import * as q from './queries.js';

/*
 * The one mechanism every background job runs on. Modules declare their work on the runner the app context
 * carries: a handler per kind of job (`handle`), a schedule (`every`: one occurrence per period for the whole
 * fleet), or a queue of their own that keeps the same discipline (`addQueue`: record pulls, whose jobs carry a
 * checkpoint and are the patient's pull status). Every queue is claimed with SKIP LOCKED under a lease renewed
 * while the job runs, so a killed instance's job is taken over when its lease runs out; `concurrency` loops of
 * each queue run per instance; a failing job is retried with a doubling delay, then kept as a dead letter.
 */

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** A queue with its own table and claim (the record pulls' worker); one per concurrent loop. */
export interface JobQueue {
  start(): void;
  /** Stops claiming and hands the running job back at its checkpoint. */
  stop(): Promise<void>;
  /** Look for work now. */
  poke(): void;
}

export interface JobRunnerOptions {
  db: Db;
  settings: JobsConfig;
  now?: () => Date;
  owner?: string;
  /** Never with a job's payload: only its kind and the error's type. */
  onError?: (kind: string, error: unknown) => void;
  onTakenOver?: (kind: string) => void;
  onFailed?: (kind: string, dead: boolean) => void;
}

/** The delay before the next attempt, doubling from `backoffMs`; null once `attempts` used them all up. */
export function retryDelay(attempts: number, maxAttempts: number, backoffMs: number): number | null {
  if (attempts >= maxAttempts) return null;
  return backoffMs * 2 ** (attempts - 1);
}

/** The key of the period `now` falls in: the whole fleet enqueues one job per key. */
export function occurrenceKey(kind: string, everyMs: number, now: Date): string {
  return `${kind}@${new Date(Math.floor(now.getTime() / everyMs) * everyMs).toISOString()}`;
}

/** What a failure is recorded as: a code or an error type, never a message (it could quote a patient's data). */
export function failureCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z0-9_.-]{1,64}$/i.test(code)) return code;
  return error instanceof Error ? error.name : typeof error;
}

export class JobRunner {
  readonly owner: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: { kind: string; everyMs: number }[] = [];
  private readonly queueFactories: ((owner: string) => JobQueue)[] = [];
  private queues: JobQueue[] = [];
  private loops: Promise<void>[] = [];
  private stopping = false;
  private nextScheduleCheck = 0;
  private readonly wakers = new Set<() => void>();

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `jobs-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** A job of `kind` once per `everyMs` (aligned to the epoch: hourly runs on the hour), for the whole fleet. */
  every(kind: string, everyMs: number): void {
    this.schedules.push({ kind, everyMs });
  }

  addQueue(factory: (owner: string) => JobQueue): void {
    this.queueFactories.push(factory);
  }

  /** Queues a job for a handler and wakes this instance's loops. */
  async enqueue(kind: string, payload: Record<string, unknown>, uniqueKey?: string): Promise<boolean> {
    const queued = await q.enqueueJob(this.options.db, {
      kind,
      payload,
      maxAttempts: this.options.settings.maxAttempts,
      ...(uniqueKey ? { uniqueKey } : {}),
    });
    if (queued) this.poke();
    return queued;
  }

  start(): void {
    if (this.loops.length > 0 || this.stopping) return;
    const { concurrency } = this.options.settings;
    for (let i = 0; i < concurrency; i++) {
      for (const factory of this.queueFactories) this.queues.push(factory(`${this.owner}-${i}`));
      this.loops.push(this.loop());
    }
    for (const queue of this.queues) queue.start();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of this.wakers) wake();
    await Promise.all([...this.loops, ...this.queues.map((queue) => queue.stop())]);
  }

  poke(): void {
    for (const wake of this.wakers) wake();
    for (const queue of this.queues) queue.poke();
  }

  /** Queues the schedules' occurrences now due, then claims and runs one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { db, settings } = this.options;
    const now = this.options.now?.() ?? new Date();
    if (now.getTime() >= this.nextScheduleCheck) {
      this.nextScheduleCheck = now.getTime() + settings.scheduleCheckMs;
      for (const { kind, everyMs } of this.schedules)
        await q.enqueueJob(db, {
          kind,
          maxAttempts: settings.maxAttempts,
          uniqueKey: occurrenceKey(kind, everyMs, now),
        });
    }
    const job = await q.claimJob(db, this.owner, settings.leaseSeconds, [...this.handlers.keys()]);
    if (!job) return false;
    if (job.taken_over) this.options.onTakenOver?.(job.kind);
    await this.run(job);
    return true;
  }

  private async run(job: q.ClaimedJob): Promise<void> {
    const { db, settings } = this.options;
    const handler = this.handlers.get(job.kind)!;
    const heartbeat = setInterval(
      () => void q.renewJobLease(db, job.id, this.owner, settings.leaseSeconds).catch(() => undefined),
      (settings.leaseSeconds * 1000) / 3,
    );
    try {
      // A job that takes its instance down every time it runs is not tried for ever either.
      if (job.attempts > job.max_attempts) throw new AttemptsExhausted();
      await handler(job.payload);
      await q.finishJob(db, job.id, this.owner);
    } catch (error) {
      if (this.stopping) {
        await q.handBackJob(db, job.id, this.owner);
        return;
      }
      const retryInMs =
        error instanceof AttemptsExhausted
          ? null
          : retryDelay(job.attempts, job.max_attempts, settings.backoffMs);
      await q.failJob(db, job.id, this.owner, { error: failureCode(error), retryInMs });
      this.options.onError?.(job.kind, error);
      this.options.onFailed?.(job.kind, retryInMs === null);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.options.onError?.('claim', error);
      }
      if (!worked && !this.stopping) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.options.settings.pollMs);
      this.wakers.add(wake);
    });
  }
}

class AttemptsExhausted extends Error {
  override name = 'AttemptsExhausted';
  readonly code = 'ATTEMPTS_EXHAUSTED';
}

/** Dead letters for the operator: id, kind, attempts, the last error's code, when. */
export const listDeadLetters = (db: Db, limit = 100) => q.listDeadJobs(db, limit);

/** A dead letter back in the queue with fresh attempts; false when there is no dead letter with this id. */
export const retryDeadLetter = (db: Db, id: string) => q.requeueDeadJob(db, id);
