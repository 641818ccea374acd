import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * [issue 27] The embedded database on a full disk, for real: a small file system (tmpfs, so the test needs root
 * to mount it) holds PORTAL_DATA_DIR, and the server runs as `npm start` runs it, in a process of its own.
 */

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
const MB = 1024 * 1024;
/** PGlite's data folder is about 45 MB once migrated; the rest is what the tests fill. */
const FILE_SYSTEM_MB = 96;
const FLOOR_MB = 16;

const root = mkdtempSync(join(tmpdir(), 'disk-full-'));
const data = join(root, 'data');
const site = join(root, 'site');
mkdirSync(data);
mkdirSync(site);
writeFileSync(join(site, 'index.html'), '<!doctype html><title>portal</title>');
let cannotMount: string | undefined;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FILE_SYSTEM_MB}m`, 'tmpfs', data], { stdio: 'pipe' });
} catch (error) {
  cannotMount = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.warn(
    `[disk-full.test] not run: mounting a ${FILE_SYSTEM_MB} MB tmpfs needs root (${cannotMount}). ` +
      'Run the server tests as root (as CI does) to run them.',
  );
}

const filler = join(data, 'filler');
const freeBytes = () => {
  const stats = statfsSync(data);
  return stats.bavail * stats.bsize;
};
/** Fills the file system until only `leaveBytes` are free (0: until it refuses another byte). */
async function fill(leaveBytes: number) {
  const file = await open(filler, 'a');
  const chunk = Buffer.alloc(MB, 1);
  try {
    for (let free = freeBytes(); free > leaveBytes; free = freeBytes())
      await file.write(chunk, 0, Math.min(chunk.length, free - leaveBytes));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await file.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Server[] = [];

async function start(floorMb: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PORTAL_DATA_DIR: data,
      PORTAL_STATIC_DIR: site,
      PORTAL_DISK_MIN_FREE_MB: String(floorMb),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  started.push(server);
  return server;
}

async function until<T>(ask: () => Promise<T>, ok: (answer: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await ask().catch(() => undefined);
    if (answer !== undefined && ok(answer)) return answer;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const status = (url: string) => fetch(url).then((res) => res.status);
const running = (server: Server, ms = 90_000) =>
  Promise.race([
    until(
      () => status(`${server.base}/healthz`),
      (code) => code === 200,
      ms,
    ),
    server.exited.then((code) => {
      throw new Error(`the server exited (${code}): ${server.output()}`);
    }),
  ]);
const exitWithin = (server: Server, ms: number) =>
  Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);

describe.runIf(cannotMount === undefined)('[issue 27] the embedded database on a full disk', () => {
  let server: Server;
  beforeAll(async () => {
    // The one slow step: PGlite creates and migrates its data folder on the small file system
    server = await start(FLOOR_MB);
    await running(server);
  }, 120_000);
  afterAll(async () => {
    for (const { child, exited } of started) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    try {
      execFileSync('umount', [data], { stdio: 'pipe' });
    } catch {
      // not mounted
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('below its free-space floor /v1 answers 503, /readyz fails, static files are served; freed, it serves again', async () => {
    const gatepass = `${server.base}/v1/patient/gatepass`;
    expect(await status(gatepass)).toBe(401);
    expect(await status(`${server.base}/readyz`)).toBe(200);

    await fill((FLOOR_MB / 2) * MB);
    const refused = await until(
      () => fetch(gatepass),
      (res) => res.status === 503,
      5000,
    );
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { error: string }).error).toMatch(/^SERVER_BUSY - /);
    // Probes share one check a second
    const ready = await until(
      () => fetch(`${server.base}/readyz`),
      (res) => res.status === 503,
      3000,
    );
    expect(await ready.json()).toEqual({ status: 'not ready', failing: ['disk not writable'] });
    const page = await fetch(`${server.base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>portal</title>');
    expect(await status(`${server.base}/healthz`)).toBe(200);

    await rm(filler);
    await until(
      () => status(`${server.base}/readyz`),
      (code) => code === 200,
      5000,
    );
    expect(await status(gatepass)).toBe(401);
  }, 30_000);

  it('SIGTERM on a nearly full disk ends the process at once', async () => {
    await fill((FLOOR_MB / 2) * MB);
    await until(
      () => status(`${server.base}/readyz`),
      (code) => code === 503,
      5000,
    );
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(0);
  }, 30_000);

  it('a start on a disk below its floor is refused, naming the setting', async () => {
    const refused = await start(FLOOR_MB);
    // Loading the server's code is most of it: seconds on a busy machine
    expect(await exitWithin(refused, 45_000)).toBe(1);
    expect(refused.output()).toMatch(/PORTAL_DISK_MIN_FREE_MB/);
  }, 60_000);

  it('a write that fails for want of space anyway ends the process instead of blocking it', async () => {
    await rm(filler);
    // The floor off: nothing stops the database from reaching the end of the disk
    server = await start(0);
    await running(server);
    await fill(0);
    // A sign-in counts against its address's limit, in a table no one has written yet: its first page needs space
    await fetch(`${server.base}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
    }).catch(() => undefined);
    expect(await exitWithin(server, 15_000)).toBe(1);
    expect(server.output()).toMatch(/the disk is full/);
  }, 60_000);

  it('after that exit, with space freed, the server starts and writes again', async () => {
    await rm(filler);
    server = await start(FLOOR_MB);
    await running(server);
    expect(await status(`${server.base}/readyz`)).toBe(200);
    expect(await status(`${server.base}/v1/patient/gatepass`)).toBe(401);
  }, 60_000);
});
