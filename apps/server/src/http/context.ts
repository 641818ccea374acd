import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { BlobStore } from '../providers/blobs/index.js';
import type { Messenger } from '../providers/messaging/index.js';
import type { JobRunner } from '../modules/jobs/service.js';
import type { Metrics } from './metrics.js';

/** What every module gets: configuration, the database and the providers. */
export interface ModuleContext {
  config: Config;
  db: Db;
  messenger: Messenger;
  /** Files kept outside the database (card photos), encrypted with the server's key. */
  blobs: BlobStore;
  /** The clock, so tests can move time (code expiry, rate windows). */
  now: () => Date;
  /** What operations watch (`/metrics`): a module counts its own events here. */
  metrics: Metrics;
  /** The background jobs' one runner: a module declares its jobs and schedules here (src/modules/jobs). */
  jobs: JobRunner;
}

/**
 * A module registers its routes under the app. Copy `src/modules/gatepass` for a new one:
 * `export const gatepassModule: AppModule = (app, ctx) => { app.get('/v1/...', { preHandler: app.requirePatient }, ...) }`
 * and add it to the list in `src/app.ts`.
 */
export type AppModule = (app: FastifyInstance, ctx: ModuleContext) => void | Promise<void>;
