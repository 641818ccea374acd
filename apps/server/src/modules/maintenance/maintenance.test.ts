import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import { loadRetention, pruneExpired, RETENTION } from './service.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600_000);
const MAX_AGE = 12 * 3600;

describe.each(testDatabases())('the maintenance job on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 60_000);
  afterAll(() => database.close(db));

  /** A session created `createdDaysAgo`, revoked `revokedDaysAgo` (or live), with one refresh token. */
  async function session(patientId: string, createdDaysAgo: number, revokedDaysAgo?: number) {
    const id = randomUUID();
    await db
      .insertInto('sessions')
      .values({
        id,
        patient_id: patientId,
        web_token_hash: randomUUID(),
        brand: 'carebridge',
        created_at: daysAgo(createdDaysAgo),
        revoked_at: revokedDaysAgo === undefined ? null : daysAgo(revokedDaysAgo),
      })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: randomUUID(), session_id: id, expires_at: daysAgo(createdDaysAgo - 1) })
      .execute();
    return id;
  }
  const challenge = async (patientId: string, expiredDaysAgo: number) => {
    const id = randomUUID();
    await db
      .insertInto('mfa_challenges')
      .values({
        id,
        token_hash: randomUUID(),
        patient_id: patientId,
        purpose: 'login',
        expires_at: daysAgo(expiredDaysAgo),
      })
      .execute();
    return id;
  };
  const ids = async (table: 'sessions' | 'mfa_challenges' | 'password_reset_links' | 'webauthn_challenges') =>
    (
      await db
        .selectFrom(table)
        .select(table === 'password_reset_links' ? 'token_hash as id' : 'id')
        .execute()
    ).map((row) => row.id);

  it('deletes what is past its retention and keeps everything that can still matter', async () => {
    const { patient } = await seedPatientWithSession(db);
    const ended = await session(patient.id, 40, 39);
    const revokedYesterday = await session(patient.id, 2, 1);
    const tooOld = await session(patient.id, 31);
    const live = await session(patient.id, 0);
    const oldChallenge = await challenge(patient.id, 8);
    const recentChallenge = await challenge(patient.id, 6);
    const stillOpen = await challenge(patient.id, -1);
    await db
      .insertInto('password_reset_links')
      .values([
        { token_hash: 'expired-long-ago', patient_id: patient.id, expires_at: daysAgo(31) },
        { token_hash: 'expired-last-week', patient_id: patient.id, expires_at: daysAgo(7) },
      ])
      .execute();
    await db
      .insertInto('factor_links')
      .values([
        {
          token_hash: 'review-long-ago',
          patient_id: patient.id,
          purpose: 'recovery_review',
          expires_at: daysAgo(31),
        },
        { token_hash: 'review-today', patient_id: patient.id, purpose: 'recovery_review', expires_at: NOW },
      ])
      .execute();
    await db
      .insertInto('webauthn_challenges')
      .values([
        {
          id: randomUUID(),
          patient_id: patient.id,
          purpose: 'register',
          challenge: 'old',
          expires_at: daysAgo(2),
        },
        { id: randomUUID(), patient_id: patient.id, purpose: 'register', challenge: 'new', expires_at: NOW },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        {
          account_key: 'a',
          ip: '203.0.113.1',
          failures: 3,
          blocked_until: daysAgo(2),
          updated_at: daysAgo(2),
        },
        { account_key: 'b', ip: '203.0.113.1', failures: 9, blocked_until: NOW, updated_at: daysAgo(2) },
      ])
      .execute();
    await db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'login:x', window_start: daysAgo(2), hits: 3 },
        { bucket: 'login:x', window_start: NOW, hits: 1 },
      ])
      .execute();
    await db
      .insertInto('dev_outbox')
      .values([
        { channel: 'sms', to_key: 'k', to_address: 'x', body: 'old', created_at: daysAgo(2) },
        { channel: 'sms', to_key: 'k', to_address: 'x', body: 'new', created_at: NOW },
      ])
      .execute();
    await db
      .insertInto('background_jobs')
      .values([
        { kind: 'done-long-ago', state: 'done', max_attempts: 1, updated_at: daysAgo(8) },
        { kind: 'done-this-week', state: 'done', max_attempts: 1, updated_at: daysAgo(6) },
        { kind: 'dead-long-ago', state: 'dead', max_attempts: 1, updated_at: daysAgo(90) },
      ])
      .execute();

    const pruned = await pruneExpired(db, {
      now: NOW,
      retention: { ...RETENTION },
      sessionMaxAgeSeconds: MAX_AGE,
    });

    const sessions = await ids('sessions');
    expect(sessions).not.toContain(ended);
    expect(sessions).not.toContain(tooOld);
    expect(sessions).toEqual(expect.arrayContaining([revokedYesterday, live]));
    // An ended session's refresh tokens go with it; a live session's unexpired one stays
    const tokens = await db.selectFrom('refresh_tokens').select('session_id').execute();
    expect(tokens.map((t) => t.session_id)).not.toContain(ended);
    expect(tokens.map((t) => t.session_id)).toContain(live);
    const challenges = await ids('mfa_challenges');
    expect(challenges).not.toContain(oldChallenge);
    expect(challenges).toEqual(expect.arrayContaining([recentChallenge, stillOpen]));
    expect(await ids('password_reset_links')).toEqual(['expired-last-week']);
    expect(
      (await db.selectFrom('factor_links').select('token_hash').execute()).map((r) => r.token_hash),
    ).toEqual(['review-today']);
    expect(
      (await db.selectFrom('webauthn_challenges').select('challenge').execute()).map((r) => r.challenge),
    ).toEqual(['new']);
    expect(
      (await db.selectFrom('login_failures').select('account_key').execute()).map((r) => r.account_key),
    ).toEqual(['b']);
    expect(
      await db.selectFrom('rate_limit_hits').select('hits').where('bucket', '=', 'login:x').execute(),
    ).toEqual([{ hits: 1 }]);
    expect((await db.selectFrom('dev_outbox').select('body').execute()).map((r) => r.body)).toEqual(['new']);
    // [issue 27] A dead letter waits for an operator however old it is.
    expect(
      (await db.selectFrom('background_jobs').select('kind').orderBy('kind').execute()).map((r) => r.kind),
    ).toEqual(['dead-long-ago', 'done-this-week']);
    expect(pruned).toMatchObject({
      ENDED_SESSIONS: 2,
      EXPIRED_CODE_CHALLENGES: 1,
      EXPIRED_RESET_LINKS: 1,
      EXPIRED_FACTOR_LINKS: 1,
      EXPIRED_PASSKEY_CHALLENGES: 1,
      STALE_LOGIN_FAILURES: 1,
      RATE_LIMIT_WINDOWS: 1,
      DEV_OUTBOX: 1,
      FINISHED_JOBS: 1,
    });
    // The patient and the live session's sign-in are untouched; a second pass finds nothing more
    expect(await db.selectFrom('patients').select('id').where('id', '=', patient.id).execute()).toHaveLength(
      1,
    );
    const again = await pruneExpired(db, {
      now: NOW,
      retention: { ...RETENTION },
      sessionMaxAgeSeconds: MAX_AGE,
    });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
  it('[issue 27] forgets finished record pulls but each patient’s latest, and notices claimed a year ago', async () => {
    const { patient } = await seedPatientWithSession(db);
    /** A pull made `daysAgoMade` with one job for the sample source, in `state`, ended then. */
    const pull = async (daysAgoMade: number, state: string) => {
      const id = randomUUID();
      await db
        .insertInto('data_pulls')
        .values({ id, patient_id: patient.id, state, created_at: daysAgo(daysAgoMade) })
        .execute();
      await db
        .insertInto('data_pull_jobs')
        .values({
          id: randomUUID(),
          pull_id: id,
          patient_id: patient.id,
          source: 'sample',
          state,
          created_at: daysAgo(daysAgoMade),
          completed_at: state === 'succeeded' || state === 'failed' ? daysAgo(daysAgoMade) : null,
        })
        .execute();
      return id;
    };
    const oldDone = await pull(200, 'succeeded');
    const oldFailed = await pull(150, 'failed');
    const oldInReview = await pull(120, 'review');
    const recent = await pull(10, 'succeeded');
    for (const [key, made] of [
      ['records.pull:long-ago', 400],
      ['records.pull:this-year', 30],
    ] as const)
      await db
        .insertInto('notification_events')
        .values({ patient_id: patient.id, event_key: key, category: 'records', created_at: daysAgo(made) })
        .execute();

    const pruned = await pruneExpired(db, {
      now: NOW,
      retention: { ...RETENTION },
      sessionMaxAgeSeconds: MAX_AGE,
    });

    const pulls = (
      await db.selectFrom('data_pulls').select('id').where('patient_id', '=', patient.id).execute()
    ).map((row) => row.id);
    expect(pulls.sort()).toEqual([oldInReview, recent].sort());
    expect(pulls).not.toContain(oldDone);
    expect(pulls).not.toContain(oldFailed);
    const jobs = await db
      .selectFrom('data_pull_jobs')
      .select('pull_id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(jobs.map((job) => job.pull_id).sort()).toEqual([oldInReview, recent].sort());
    const events = await db
      .selectFrom('notification_events')
      .select('event_key')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(events.map((event) => event.event_key)).toEqual(['records.pull:this-year']);
    expect(pruned).toMatchObject({ FINISHED_PULLS: 2, NOTIFICATION_EVENTS: 1 });

    // However old, a patient's only pull stays: it is their records' status
    const { patient: once } = await seedPatientWithSession(db);
    const only = randomUUID();
    await db
      .insertInto('data_pulls')
      .values({ id: only, patient_id: once.id, state: 'succeeded', created_at: daysAgo(900) })
      .execute();
    await pruneExpired(db, { now: NOW, retention: { ...RETENTION }, sessionMaxAgeSeconds: MAX_AGE });
    expect(await db.selectFrom('data_pulls').select('id').where('id', '=', only).execute()).toHaveLength(1);
  });
});

describe('retention settings', () => {
  it('defaults to the documented days and takes PORTAL_RETAIN_<NAME>_DAYS', () => {
    expect(loadRetention({})).toEqual(RETENTION);
    expect(loadRetention({ PORTAL_RETAIN_ENDED_SESSIONS_DAYS: '90' }).ENDED_SESSIONS).toBe(90);
  });

  it('refuses a retention that is not a number of days, naming it', () => {
    expect(() => loadRetention({ PORTAL_RETAIN_DEV_OUTBOX_DAYS: 'forever' })).toThrow(
      /PORTAL_RETAIN_DEV_OUTBOX_DAYS/,
    );
  });
});
