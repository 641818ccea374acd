import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import { testDatabases } from '../../test/databases.js';
import { writeAudit } from '../audit/service.js';
import { auditMonthOf, auditMonthsPastRetention, auditMonthsToCreate } from './audit-partitions.js';
import { ensureAuditPartitions, loadAuditLogSettings, maintainAuditLog } from './service.js';

describe('audit log months', () => {
  it.each([
    ['audit_log_y2026m11', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['audit_log_y2026m12', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['audit_log_y2026m13', undefined, undefined],
    ['audit_log', undefined, undefined],
    ['audit_log_y2026m1', undefined, undefined],
  ])('%s is the month from %s to %s', (name, from, to) => {
    const month = auditMonthOf(name);
    expect(month?.from.toISOString()).toBe(from);
    expect(month?.to.toISOString()).toBe(to);
  });

  it.each([
    ['2026-11-27T12:00:00Z', [], ['y2026m11', 'y2026m12', 'y2027m01', 'y2027m02']],
    ['2026-11-27T12:00:00Z', ['y2026m11', 'y2026m12'], ['y2027m01', 'y2027m02']],
    ['2026-12-31T23:59:59Z', ['y2026m12', 'y2027m01', 'y2027m02', 'y2027m03'], []],
    ['2027-01-01T00:00:00Z', ['y2026m12', 'y2027m01', 'y2027m02', 'y2027m03'], ['y2027m04']],
  ])('on %s with %j creates %j', (now, existing, created) => {
    const names = auditMonthsToCreate(
      new Date(now),
      existing.map((m) => `audit_log_${m}`),
    ).map((m) => m.name);
    expect(names).toEqual(created.map((m) => `audit_log_${m}`));
  });

  it.each([
    // Six years: January 2020 ends on 1 February 2020, so it goes once February 2026 has begun
    ['2026-01-31T23:59:59Z', 72, ['y2019m07']],
    ['2026-02-01T00:00:00Z', 72, ['y2019m07', 'y2020m01']],
    ['2026-11-27T12:00:00Z', 72, ['y2019m07', 'y2020m01', 'y2020m10']],
    ['2026-11-27T12:00:00Z', 1, ['y2019m07', 'y2020m01', 'y2020m10', 'y2020m11']],
    ['2026-12-01T00:00:00Z', 1, ['y2019m07', 'y2020m01', 'y2020m10', 'y2020m11', 'y2026m10']],
  ])('on %s, keeping %i months, drops %j', (now, months, dropped) => {
    const existing = ['y2020m11', 'y2020m01', 'y2019m07', 'y2020m10', 'y2026m10', 'y2026m11', 'y2026m12'];
    const names = auditMonthsPastRetention(
      new Date(now),
      months,
      existing.map((m) => `audit_log_${m}`).concat('audit_log_default'),
    ).map((m) => m.name);
    expect(names).toEqual(dropped.map((m) => `audit_log_${m}`));
  });

  it('keeps six years and exports under the data folder unless told otherwise', () => {
    expect(loadAuditLogSettings({}, '/srv/portal')).toEqual({
      retentionMonths: 72,
      exportDir: '/srv/portal/audit-export',
    });
    expect(
      loadAuditLogSettings(
        { PORTAL_RETAIN_AUDIT_LOG_MONTHS: '120', PORTAL_AUDIT_EXPORT_DIR: '/mnt/audit' },
        '/srv/portal',
      ),
    ).toEqual({ retentionMonths: 120, exportDir: '/mnt/audit' });
    expect(() => loadAuditLogSettings({ PORTAL_RETAIN_AUDIT_LOG_MONTHS: '0' }, '/x')).toThrow(
      /PORTAL_RETAIN_AUDIT_LOG_MONTHS/,
    );
  });
});

const UUID = '6f1c1b9e-8a43-4a57-9c1e-0d6a3f1e2b7c';
const monthName = (date: Date) =>
  `audit_log_y${date.getUTCFullYear()}m${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

describe.each(testDatabases())('the audit log by month on $name', (database) => {
  let db: Db;
  let exportDir: string;
  // The schema as the last release left it: every migration before 0039, none after
  const before0039 = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '0039_audit_log_partitions'),
  );
  const rows = () =>
    db
      .selectFrom('audit_log')
      .select(['id', 'patient_id', 'actor', 'action', 'resource', 'outcome', 'error_code', 'ip', 'at'])
      .select(sql<string>`tableoid::regclass::text`.as('partition'))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    exportDir = await mkdtemp(join(tmpdir(), 'audit-export-'));
    // As the last release left it: an unpartitioned trail with a row from 2019 and one from now
    db = await database.open(before0039);
    await sql`insert into audit_log (patient_id, actor, action, resource, outcome, at) values
      (${UUID}, 'system', 'read', 'records.medications', 'success', '2019-07-14T10:00:00Z'),
      (${UUID}, 'system', 'read', 'records.conditions', 'success', '2019-07-31T23:59:59Z'),
      (${UUID}, ${`patient:${UUID}`}, 'read', 'gatepass', 'success', now())`.execute(db);
    await migrateToLatest(db);
  }, 60_000);
  afterAll(async () => {
    await database.close(db);
    await rm(exportDir, { recursive: true, force: true });
  });

  it('[issue 27] the migration moves every row into its month, keeping ids, and new rows land in this month', async () => {
    const moved = await rows();
    expect(moved.map((r) => [r.id, r.resource, r.partition])).toEqual([
      [1, 'records.medications', 'audit_log_y2019m07'],
      [2, 'records.conditions', 'audit_log_y2019m07'],
      [3, 'gatepass', monthName(new Date())],
    ]);
    await writeAudit(
      { db },
      { patientId: UUID, actor: 'system', action: 'update', resource: 'profile', outcome: 'success' },
    );
    expect((await rows()).at(-1)).toMatchObject({
      id: 4,
      resource: 'profile',
      partition: monthName(new Date()),
    });
  });

  it('[issue 27] a month and its partitions stay append-only', async () => {
    for (const statement of [
      sql`update audit_log set actor = 'someone else'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
      sql`update audit_log_y2019m07 set actor = 'someone else'`,
      sql`delete from audit_log_y2019m07`,
      sql`truncate audit_log_y2019m07`,
    ])
      await expect(statement.execute(db)).rejects.toThrow(/append-only/);
  });

  it('[issue 27] months ahead are created, and a row dated in one lands there', async () => {
    const now = new Date();
    const inFiveMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 10));
    const created = await ensureAuditPartitions(db, inFiveMonths);
    expect(created).toContain(monthName(inFiveMonths));
    expect(await ensureAuditPartitions(db, inFiveMonths)).toEqual([]);
    await sql`insert into audit_log (actor, action, resource, at)
      values ('system', 'read', 'ahead', ${inFiveMonths.toISOString()})`.execute(db);
    expect((await rows()).find((r) => r.resource === 'ahead')?.partition).toBe(monthName(inFiveMonths));
    await expect(sql`truncate ${sql.id(monthName(inFiveMonths))}`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('[issue 27] a month whose export cannot be written is kept whole', async () => {
    const blocked = join(exportDir, 'not-a-folder');
    await writeFile(blocked, '');
    await expect(
      maintainAuditLog(db, { now: new Date(), settings: { retentionMonths: 72, exportDir: blocked } }),
    ).rejects.toThrow();
    expect((await rows()).filter((r) => r.partition === 'audit_log_y2019m07')).toHaveLength(2);
  });

  it('[issue 27] a month past six years is exported, then dropped whole; the rest is untouched', async () => {
    const kept = (await rows()).filter((r) => r.partition !== 'audit_log_y2019m07');
    const { exported } = await maintainAuditLog(db, {
      now: new Date(),
      settings: { retentionMonths: 72, exportDir },
    });
    expect(exported.map(({ name, rows: n }) => [name, n])).toEqual([['audit_log_y2019m07', 2]]);
    const lines = gunzipSync(await readFile(join(exportDir, 'audit_log_y2019m07.jsonl.gz')))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        id: 1,
        patient_id: UUID,
        resource: 'records.medications',
        at: '2019-07-14T10:00:00.000Z',
      }),
      expect.objectContaining({ id: 2, resource: 'records.conditions', at: '2019-07-31T23:59:59.000Z' }),
    ]);
    expect(await rows()).toEqual(kept);
    expect(
      (await sql<{ n: string | null }>`select to_regclass('audit_log_y2019m07')::text as n`.execute(db))
        .rows[0]?.n,
    ).toBeNull();
    // Only the finished file is left; a second pass has nothing past retention
    expect(await readdir(exportDir)).toEqual(['audit_log_y2019m07.jsonl.gz', 'not-a-folder']);
    const again = await maintainAuditLog(db, {
      now: new Date(),
      settings: { retentionMonths: 72, exportDir },
    });
    expect(again.exported).toEqual([]);
  });
});
