import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { testDatabases } from '../test/databases.js';
import { appPerSuite, testApp } from '../test/helpers.js';

const auditRows = async (db: Parameters<typeof testApp>[0]) =>
  Number((await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db)).rows[0]?.n);

describe.each(testDatabases())('health and readiness on $name', (database) => {
  const suite = appPerSuite(database, { dataDir: mkdtempSync(join(tmpdir(), 'portal-ready-')) });

  it('answers /healthz and /readyz without a session, uncached, and writes no audit row', async () => {
    const before = await auditRows(suite.db);
    const health = await suite.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await suite.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(await auditRows(suite.db)).toBe(before);
  });

  it('is not ready while the schema lacks a migration this build knows, and again once it has it', async () => {
    const [newest] = (
      await sql<{ name: string }>`select name from kysely_migration order by timestamp desc limit 1`.execute(
        suite.db,
      )
    ).rows;
    await sql`delete from kysely_migration where name = ${newest!.name}`.execute(suite.db);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the one-second reuse of a check
    const behind = await suite.app.inject({ method: 'GET', url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ status: 'not ready', failing: ['schema behind'] });
    await sql`insert into kysely_migration (name, timestamp) values (${newest!.name}, ${new Date().toISOString()})`.execute(
      suite.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await suite.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready once it drains, while /healthz still answers', async () => {
    const { app } = await testApp(suite.db);
    app.readiness.drain();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', failing: ['shutting down'] });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready when its data folder cannot be written', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-ready-')), 'not-a-folder');
    writeFileSync(file, '');
    const { app } = await testApp(suite.db, { dataDir: file });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', failing: ['disk not writable'] });
    await app.close();
  });
});

describe('readiness without a database', () => {
  it('says the database is unreachable (PostgreSQL refusing connections), within the probe timeout', async () => {
    const db = await createDatabase({ url: 'postgres://portal@127.0.0.1:1/none' });
    const { app } = await testApp(db, { dataDir: mkdtempSync(join(tmpdir(), 'portal-ready-')) });
    const started = performance.now();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', failing: ['database unreachable'] });
    expect(performance.now() - started).toBeLessThan(5000);
    await app.close();
    await db.destroy();
  });
});
