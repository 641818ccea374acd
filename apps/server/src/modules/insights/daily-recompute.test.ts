import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import { listInsightRows } from './queries.js';
import { recomputeInsights, recomputeStaleInsights } from './service.js';

/*
 * [issue 27] The scheduled insight recompute: a gap can fall due with no new record, so once a day every patient
 * whose insights were computed before today gets them computed again; a second run the same day does nothing.
 */
describe.each(testDatabases())('the daily insight recompute on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(async () => {
    if (db) await database.close(db);
  });

  it('[issue 27] recomputes the insights computed before today, once, whoever runs it again', async () => {
    const yesterday = new Date('2026-11-26T23:30:00Z');
    const today = new Date('2026-11-27T06:00:00Z');
    const { patient } = await seedPatientWithSession(db);
    await recomputeInsights({ db, now: () => yesterday }, patient.id);
    const before = await listInsightRows(db, patient.id);
    expect(before.length).toBeGreaterThan(0);

    expect(await recomputeStaleInsights({ db, now: () => today })).toBe(1);
    const after = await listInsightRows(db, patient.id);
    expect(after.map((row) => row.computed_at.toISOString())).toEqual(after.map(() => today.toISOString()));
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());

    expect(await recomputeStaleInsights({ db, now: () => today })).toBe(0);
  });
});
