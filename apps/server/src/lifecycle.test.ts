import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database.js';
import { loadShutdownSettings, shutDown } from './lifecycle.js';
import { testDatabases } from './test/databases.js';
import { testApp } from './test/helpers.js';

const [pglite] = testDatabases();

type Module = NonNullable<NonNullable<Parameters<typeof testApp>[2]>['modules']>[number];

/** A request a patient is in the middle of: `arrived` once the server has it, answered `ms` later. */
function slowRoute(ms: number) {
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const module: Module = (app) => {
    app.get('/test/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { done: true };
    });
  };
  return { module, reached };
}

describe('SIGTERM in a rolling deploy', () => {
  let db: Db;
  beforeAll(async () => {
    db = await pglite!.open();
  }, 60_000);
  afterAll(() => pglite!.close(db).catch(() => undefined));

  const listening = async (ms: number) => {
    const slow = slowRoute(ms);
    const { app } = await testApp(db, {}, { modules: [slow.module] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { app, base, reached: slow.reached };
  };
  const keepDb = { destroy: async () => undefined } as unknown as Db;

  it('fails readiness first, keeps serving through the delay, finishes the request in flight, then closes', async () => {
    const { app, base, reached } = await listening(1000);
    const inFlight = fetch(`${base}/test/slow`);
    await reached;
    // The delay is generous so a loaded test machine still asks its questions inside it
    const stopping = shutDown(
      { app, db: keepDb, readiness: app.readiness },
      { delayMs: 3000, timeoutMs: 20_000 },
    );
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', failing: ['shutting down'] });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ done: true });
    expect(await stopping).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('gives up after its timeout when a request never finishes', async () => {
    const { app, base, reached } = await listening(60_000);
    void fetch(`${base}/test/slow`).catch(() => undefined);
    await reached;
    const started = performance.now();
    const orderly = await shutDown(
      { app, db: keepDb, readiness: app.readiness },
      { delayMs: 0, timeoutMs: 300 },
    );
    expect(orderly).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
    app.server.closeAllConnections();
  });

  it.each([
    [{}, { delayMs: 0, timeoutMs: 30_000 }],
    [
      { PORTAL_SHUTDOWN_DELAY_SECONDS: '10', PORTAL_SHUTDOWN_TIMEOUT_SECONDS: '45' },
      { delayMs: 10_000, timeoutMs: 45_000 },
    ],
  ])('reads its settings %j', (env, settings) => {
    expect(loadShutdownSettings(env)).toEqual(settings);
  });

  it('refuses a setting that is not a number of seconds, naming it', () => {
    expect(() => loadShutdownSettings({ PORTAL_SHUTDOWN_DELAY_SECONDS: 'soon' })).toThrow(
      /PORTAL_SHUTDOWN_DELAY_SECONDS/,
    );
  });
});
