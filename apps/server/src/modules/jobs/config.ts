import { z } from 'zod';
import { readSettings } from '../../lib/config-error.js';

/** How this instance takes part in the background jobs (record pulls, notices, pruning, insight recompute). */
export interface JobsConfig {
  /** Runs jobs in this process (PORTAL_RUN_JOBS=0: an API-only instance; `npm run worker`: jobs only). */
  run: boolean;
  /** Jobs of each queue (record pulls; the rest) this instance runs at once. */
  concurrency: number;
  /** A job other than a pull is claimed for this long, renewed every third of it while it runs. */
  leaseSeconds: number;
  /** Attempts before a job becomes a dead letter. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt. */
  backoffMs: number;
  /** An idle loop looks for work this often (a new job also wakes it at once on its own instance). */
  pollMs: number;
  /** Scheduled jobs (pruning, the insight recompute) are looked at this often. */
  scheduleCheckMs: number;
}

const schema = z.object({
  PORTAL_RUN_JOBS: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  PORTAL_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  PORTAL_JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  PORTAL_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  PORTAL_JOB_BACKOFF_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
});

export function loadJobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const e = readSettings(schema, env);
  return {
    run: e.PORTAL_RUN_JOBS,
    concurrency: e.PORTAL_JOB_CONCURRENCY,
    leaseSeconds: e.PORTAL_JOB_LEASE_SECONDS,
    maxAttempts: e.PORTAL_JOB_MAX_ATTEMPTS,
    backoffMs: e.PORTAL_JOB_BACKOFF_SECONDS * 1000,
    pollMs: 1000,
    scheduleCheckMs: 60_000,
  };
}

/** Tests run jobs by hand (`runOnce`) unless a suite turns the runner on. */
export function testJobsConfig(overrides: Partial<JobsConfig> = {}): JobsConfig {
  return {
    run: false,
    concurrency: 1,
    leaseSeconds: 2,
    maxAttempts: 3,
    backoffMs: 50,
    pollMs: 50,
    scheduleCheckMs: 50,
    ...overrides,
  };
}
