import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';
import { AppError } from '../http/errors.js';

/**
 * Password hashing on worker threads, one per core, with a bounded queue. Node's async scrypt already leaves
 * the event loop, but on libuv's four shared threads: a burst of logins there queues without limit and starves
 * the file reads and compression that share them. Here at most `size` hashes run at once, at most `queueLimit`
 * wait, and beyond that the caller gets 503 SERVER_BUSY with Retry-After instead of a reply minutes later.
 *
 * Login has a lane of its own (issue 26): its queue is served first and bounded apart, so no amount of other
 * hashing (a flood of share-link passcodes, sign-ups, resets) fills it or stands ahead of it. A login waits at most
 * for a hash already running (about 100 ms), never for the other lane's queue. One pool with two lanes rather than
 * two pools: the hashes at once stay one per core (each holds 32 MiB), and an idle login lane lends its workers.
 */
export type HashLane = 'login' | 'other';

export interface ScryptPoolOptions {
  size?: number;
  /** Hashes waiting per lane. */
  queueLimit?: number;
  /** Seconds a refused caller is told to wait. */
  retryAfterSeconds?: number;
}

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** The worker's whole program: hash what it is sent, answer the key (or the error's message). */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

export class ScryptPool {
  readonly size: number;
  readonly queueLimit: number;
  private readonly retryAfter: string;
  private readonly idle: Worker[] = [];
  private readonly queues: Record<HashLane, Job[]> = { login: [], other: [] };
  private started = 0;

  constructor({ size = availableParallelism(), queueLimit, retryAfterSeconds = 2 }: ScryptPoolOptions = {}) {
    this.size = Math.max(1, size);
    // A few seconds of work on a busy server: about 100 ms per hash per core
    this.queueLimit = queueLimit ?? this.size * 32;
    this.retryAfter = String(retryAfterSeconds);
  }

  /** Resolves to the derived key; rejects with AppError SERVER_BUSY (503) when its lane's queue is full. */
  hash(
    password: string,
    salt: Buffer,
    keyLength: number,
    options: ScryptOptions,
    lane: HashLane = 'other',
  ): Promise<Buffer> {
    const queue = this.queues[lane];
    if (queue.length >= this.queueLimit)
      return Promise.reject(new AppError('SERVER_BUSY', 503, undefined, { 'Retry-After': this.retryAfter }));
    return new Promise((resolve, reject) => {
      queue.push({ password, salt, keyLength, options, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker (tests, shutdown); queued hashes are refused. */
  async close(): Promise<void> {
    const queued = [...this.queues.login.splice(0), ...this.queues.other.splice(0)];
    for (const job of queued) job.reject(new Error('scrypt pool closed'));
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
    this.started = 0;
  }

  private dispatch(): void {
    while (this.queues.login.length > 0 || this.queues.other.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      this.run(worker, (this.queues.login.shift() ?? this.queues.other.shift())!);
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('error', () => {
      // A crashed worker is replaced on the next dispatch; its job was rejected by run()
      this.started -= 1;
    });
    return worker;
  }

  private run(worker: Worker, job: Job): void {
    // Only a worker with work keeps the process alive: an idle pool never holds up an exit
    worker.ref();
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    const onMessage = (message: { key?: Uint8Array; error?: string }) => {
      settle();
      this.idle.push(worker);
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
      this.dispatch();
    };
    const onError = (error: Error) => {
      settle();
      job.reject(error);
      this.dispatch();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({
      password: job.password,
      salt: job.salt,
      keyLength: job.keyLength,
      options: job.options,
    });
  }
}
