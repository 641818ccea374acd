import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { loadRetention, pruneExpired } from '../maintenance/service.js';
import * as q from './queries.js';

describe.each(testDatabases())('the authorization server’s storage on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(() => database.close(db));

  it('[issue 30] an expired record is not found, and the maintenance prune deletes it a day later', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const old = new Date(now.getTime() - 2 * 24 * 3600_000);
    await q.upsertRecord(db, {
      kind: 'AccessToken',
      id: 'expired-token',
      payload: { jti: 'expired-token' },
      grantId: null,
      uid: null,
      expiresAt: old,
    });
    await q.upsertRecord(db, {
      kind: 'AccessToken',
      id: 'live-token',
      payload: { jti: 'live-token' },
      grantId: null,
      uid: null,
      expiresAt: new Date(now.getTime() + 3600_000),
    });
    expect(await q.findRecord(db, 'AccessToken', { id: 'expired-token' }, now)).toBeUndefined();
    const pruned = await pruneExpired(db, { now, retention: loadRetention({}), sessionMaxAgeSeconds: 3600 });
    expect(pruned.EXPIRED_OAUTH_RECORDS).toBe(1);
    expect(await q.findRecord(db, 'AccessToken', { id: 'live-token' }, now)).toBeDefined();
  });
});
