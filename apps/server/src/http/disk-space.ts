import { mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readSettings } from '../lib/config-error.js';
import { skipAudit } from '../modules/audit/routes.js';
import { diskLow } from './error-handler.js';

/**
 * The embedded database cannot survive a full disk: PGlite reports the first write that fails (ENOSPC), then
 * spins inside WebAssembly on the next statement, blocking the whole process (no static files, no SIGTERM) until
 * it is killed, and freeing space does not bring it back. So the server watches the free space of
 * `PORTAL_DATA_DIR` and stops writing before the disk is full: below `PORTAL_DISK_MIN_FREE_MB`, every `/v1`
 * request (each writes at least its audit row) is answered 503 and `/readyz` fails; above it again, both recover
 * on their own. If a write fails for want of space anyway, the process exits (src/db/pglite-dialect.ts, main.ts)
 * so its supervisor restarts it, and a start with too little space is refused.
 */
export interface DiskSettings {
  /** 0: not watched. */
  minFreeBytes: number;
}

const MB = 1024 * 1024;

const diskEnv = z
  .object({
    // 256 MB: a few WAL segments (16 MB each) and a checkpoint's worth of pages, with room for an import's burst
    PORTAL_DISK_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(256),
  })
  .transform((e): DiskSettings => ({ minFreeBytes: e.PORTAL_DISK_MIN_FREE_MB * MB }));

export const loadDiskSettings = (env: NodeJS.ProcessEnv): DiskSettings => readSettings(diskEnv, env);

/** Space an unprivileged process may still use: blocks free to non-root users × block size. */
export const freeBytes = (stats: { bavail: number | bigint; bsize: number | bigint }): number =>
  Number(stats.bavail) * Number(stats.bsize);

export const isLow = (free: number, { minFreeBytes }: DiskSettings): boolean =>
  minFreeBytes > 0 && free < minFreeBytes;

export interface DiskGuard {
  /** Below the floor at the last look (once a second). */
  readonly low: boolean;
  /** Looks now; true when low. */
  refresh(): Promise<boolean>;
  stop(): void;
}

/** Once a second is enough: a disk fills over minutes, and `statfs` costs microseconds. */
const EVERY_MS = 1000;

export function createDiskGuard(dir: string, settings: DiskSettings): DiskGuard {
  mkdirSync(dir, { recursive: true });
  let low = false;
  const refresh = async () => {
    // A folder whose space cannot be read is treated as full: writing into it is what must not happen.
    low = await statfs(dir).then(
      (stats) => isLow(freeBytes(stats), settings),
      () => settings.minFreeBytes > 0,
    );
    return low;
  };
  const timer = settings.minFreeBytes > 0 ? setInterval(() => void refresh(), EVERY_MS).unref() : undefined;
  return {
    get low() {
      return low;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}

/**
 * While the disk is low, `/v1` answers `503 SERVER_BUSY` with `Retry-After` before any handler runs, and writes no
 * audit row (writing is what would fill the disk; the log says why). Static files and the probes are served.
 */
export function registerDiskGuard(app: FastifyInstance, guard: DiskGuard): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (!guard.low) {
      warned = false;
      return;
    }
    if (!request.url.startsWith('/v1/')) return;
    if (!warned) {
      warned = true;
      app.log.error(
        'the data folder is below PORTAL_DISK_MIN_FREE_MB: refusing /v1 requests until space is freed',
      );
    }
    skipAudit(request);
    throw diskLow();
  });
  app.addHook('onClose', async () => guard.stop());
}
