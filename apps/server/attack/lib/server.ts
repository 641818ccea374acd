import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { closeAgents } from './http.js';

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = join(here, '..', '..');
const MAIN = join(SERVER_ROOT, 'dist', 'main.js');

/**
 * A module of the BUILT server (the code under attack), typed by its source. The path is computed, so the
 * typecheck does not need a build.
 */
export const fromDist = <T>(module: string): Promise<T> =>
  import(pathToFileURL(join(SERVER_ROOT, 'dist', module)).href) as Promise<T>;

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export const freePort = (host = '127.0.0.1') =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, host, () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
  });

/** A fresh PostgreSQL database on the server at `url` (dropped by `drop`), so every run starts empty. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `attack_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface ServerOptions {
  database: DatabaseKind;
  databaseUrl?: string;
  host?: string;
  env?: Record<string, string>;
}

/**
 * The built server (`dist/main.js`, as `npm start` runs it) in a child process on a free port with a data dir of
 * its own. Everything it prints is kept for the leak search. `kill()` is `kill -9`; `start()` again restarts it on
 * the same data.
 */
export class ServerProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'portal-attack-'));
  readonly host: string;
  port = 0;
  private child: ChildProcess | undefined;
  private output: string[] = [];
  starts = 0;

  constructor(readonly options: ServerOptions) {
    this.host = options.host ?? '127.0.0.1';
  }

  get base(): string {
    return `http://${this.host}:${this.port}`;
  }

  /** Everything the server printed on stdout and stderr, across restarts. */
  log(): string {
    return this.output.join('');
  }

  /** A secret the server generated into its data dir on first start (signing key, callback key…). */
  dataFile(name: string): string | undefined {
    const file = join(this.dataDir, name);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  }

  /** Starts the server; `env` adds to (or overrides) the options' environment for this start only. */
  async start(timeoutMs = 120_000, env: Record<string, string> = {}): Promise<number> {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build)`);
    if (!this.port) this.port = await freePort(this.host);
    const started = performance.now();
    this.starts += 1;
    // Kept-alive sockets to the previous process are dead.
    closeAgents();
    const child = spawn(process.execPath, [MAIN], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        PORT: String(this.port),
        HOST: this.host,
        PORTAL_DATA_DIR: this.dataDir,
        PORTAL_DEV_OUTBOX: 'development', // what `npm start` passes
        LOG_LEVEL: 'info',
        ...(this.options.databaseUrl ? { DATABASE_URL: this.options.databaseUrl } : {}),
        ...this.options.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${this.log().slice(-2000)}`);
      }
      try {
        const res = await fetch(`${this.base}/v1/patient/gatepass`);
        await res.arrayBuffer();
        if (res.status === 401) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server did not start in time');
  }

  private exited(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** A graceful stop (SIGTERM), as an operator would. */
  async stop(): Promise<void> {
    const done = this.exited();
    this.child?.kill('SIGTERM');
    await done;
    this.child = undefined;
  }

  /** `kill -9`: no chance to finish anything. */
  async kill(): Promise<void> {
    const done = this.exited();
    this.child?.kill('SIGKILL');
    await done;
    this.child = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
