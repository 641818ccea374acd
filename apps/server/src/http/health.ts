import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { pingDatabase, readSchemaState } from '../db/schema-state.js';
import type { DiskGuard } from './disk-space.js';

/** What can keep an instance from taking traffic; each named in `/readyz`'s answer (no detail beyond it). */
export type NotReady =
  'shutting down' | 'database unreachable' | 'schema behind' | 'schema ahead' | 'disk not writable';

export interface Readiness {
  /** SIGTERM: from now on `/readyz` fails, so the proxy stops sending new requests here. */
  drain(): void;
  readonly draining: boolean;
  /** What is wrong now (empty: ready). */
  check(): Promise<NotReady[]>;
}

/** A check slower than this counts as failed: a probe must answer within a proxy's short timeout. */
const CHECK_TIMEOUT_MS = 2000;
/**
 * Probes from a proxy or orchestrator (and anyone else: the port is public) share one check per second, so
 * hammering `/readyz` costs the database one query a second, not one per request.
 */
const CHECK_REUSE_MS = 1000;

const within = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([
    work.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref()),
  ]);

async function diskWritable(dataDir: string): Promise<boolean> {
  // A full disk refuses a new file at once (ENOSPC); the probe leaves nothing behind.
  const probe = join(dataDir, `.ready-${randomUUID()}`);
  await mkdir(dataDir, { recursive: true });
  await writeFile(probe, 'ready');
  await unlink(probe);
  return true;
}

export function createReadiness({
  db,
  dataDir,
  disk: space,
}: {
  db: Db;
  dataDir: string;
  /** Below its free-space floor the disk counts as not writable (src/http/disk-space.ts). */
  disk?: DiskGuard | undefined;
}): Readiness {
  let draining = false;
  let last: { at: number; result: Promise<NotReady[]> } | undefined;
  const run = async (): Promise<NotReady[]> => {
    const [database, schema, disk] = await Promise.all([
      within(
        pingDatabase(db).then(() => true),
        false,
      ),
      within(readSchemaState(db), undefined),
      within(
        diskWritable(dataDir).then(async (writable) => writable && !(await space?.refresh())),
        false,
      ),
    ]);
    const failing: NotReady[] = [];
    if (!database) failing.push('database unreachable');
    else if (schema?.state === 'behind') failing.push('schema behind');
    else if (schema?.state === 'ahead') failing.push('schema ahead');
    else if (!schema) failing.push('database unreachable');
    if (!disk) failing.push('disk not writable');
    return failing;
  };
  return {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check() {
      if (draining) return ['shutting down'];
      const now = Date.now();
      if (!last || now - last.at >= CHECK_REUSE_MS) last = { at: now, result: run() };
      return last.result;
    },
  };
}

/**
 * `GET /healthz`: the process answers (a restart is the cure when it does not). `GET /readyz`: it should be sent
 * traffic: database reachable, schema the one this build knows, disk writable, not shutting down. Neither is
 * under /v1 (no session, no envelope) and neither is audited or logged per call: a probe every few seconds is
 * not a patient's request, and when the database is down an audit row could not be written anyway.
 */
export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  const probe = { logLevel: 'warn' as const, config: { operational: true } };
  app.get('/healthz', probe, (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', probe, async (_request, reply) => {
    const failing = await readiness.check();
    return reply
      .header('Cache-Control', 'no-store')
      .status(failing.length === 0 ? 200 : 503)
      .send(failing.length === 0 ? { status: 'ready' } : { status: 'not ready', failing });
  });
}
