import type { AppModule } from '../../http/context.js';
import { countJobs } from './queries.js';

/**
 * The background jobs have no route: dead letters are an operator's (`npm run jobs`, straight on the database).
 * This runs the runner for the app's lifetime when the instance runs jobs, and reports its queue to /metrics.
 * A stopping app hands every running job back at its checkpoint before the database closes.
 */
export const jobsModule: AppModule = (app, { config, db, jobs, metrics }) => {
  metrics.gauge('job_queue_depth', 'Background jobs (not record pulls) queued or running', () =>
    countJobs(db, 'open'),
  );
  metrics.gauge('job_dead_letters', 'Background jobs that used up their attempts (dead letters)', () =>
    countJobs(db, 'dead'),
  );
  if (!config.jobs.run) return;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
};
