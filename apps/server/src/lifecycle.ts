import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from './db/database.js';
import type { Readiness } from './http/health.js';
import { readSettings } from './lib/config-error.js';

export interface ShutdownSettings {
  /**
   * After SIGTERM, how long `/readyz` fails while requests are still served, so the proxy stops routing here
   * before the port closes: above its probe interval × failure threshold. 0 on one machine (nobody to tell).
   */
  delayMs: number;
  /** Past this, the process exits even if a request or the pull worker has not finished (exit code 1). */
  timeoutMs: number;
}

const seconds = (fallback: number) => z.coerce.number().min(0).max(3600).default(fallback);
const schema = z.object({
  PORTAL_SHUTDOWN_DELAY_SECONDS: seconds(0),
  PORTAL_SHUTDOWN_TIMEOUT_SECONDS: seconds(30),
});

export function loadShutdownSettings(env: NodeJS.ProcessEnv): ShutdownSettings {
  const e = readSettings(schema, env);
  return {
    delayMs: e.PORTAL_SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: e.PORTAL_SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * A rolling deploy's stop: readiness fails first (the proxy stops sending new requests), then the port closes
 * while requests in flight finish (Fastify answers any new one 503), the job runner hands its jobs back to the
 * queue at its checkpoint (its `onClose`), and the database closes. True when all of it finished in time.
 */
export async function shutDown(
  { app, db, readiness }: { app: FastifyInstance; db: Db; readiness: Readiness },
  settings: ShutdownSettings,
): Promise<boolean> {
  readiness.drain();
  const orderly = (async () => {
    await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
    await app.close();
    await db.destroy();
    return true;
  })();
  const late = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), settings.timeoutMs).unref(),
  );
  return Promise.race([orderly, late]);
}
