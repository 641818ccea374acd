import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { markIdentityVerified, requester, seedPatientWithSession, testApp } from '../../test/helpers.js';
import { coordinatorTokenHash } from '../identity/routes.js';

const MARIA = 'maria-own-coordinator-token-0123456789';
const asMaria = { authorization: `Coordinator ${MARIA}` };

describe.each(testDatabases())('profile reviews by a coordinator on $name', (database) => {
  const suite = {} as { db: Db; app: App };
  beforeAll(async () => {
    suite.db = await database.open();
    process.env.COORDINATOR_TOKENS = `maria:${coordinatorTokenHash(MARIA)}`;
    ({ app: suite.app } = await testApp(suite.db));
    delete process.env.COORDINATOR_TOKENS;
  }, 120_000);
  afterAll(async () => {
    await suite.app.close();
    await database.close(suite.db);
  });
  const call = requester(suite);

  /** A verified patient who asked to change their legal name and date of birth: both wait for review. */
  async function patientWithPendingChanges() {
    const seeded = await seedPatientWithSession(suite.db);
    await markIdentityVerified(suite.db, seeded.patient.id);
    await call('PUT', '/v1/patient/name', seeded.headers, { first_name: 'Jordan', last_name: 'Rivera' });
    await call('PUT', '/v1/patient/dob', seeded.headers, { date_of_birth: '1980-05-18' });
    const queue = (await call('GET', '/v1/coordinator/profile-reviews', asMaria)).json().content
      .reviews as Array<{
      id: string;
      field: string;
      current: string;
      requested: string;
    }>;
    return { ...seeded, queue };
  }

  it('[PROF-1] [PROF-4] a coordinator sees pending changes beside the values in force, approves one and rejects the other', async () => {
    const { headers, patient, queue } = await patientWithPendingChanges();
    const name = queue.find((r) => r.field === 'legal_name' && r.requested === 'Jordan Rivera')!;
    const dob = queue.find((r) => r.field === 'date_of_birth' && r.requested === '1980-05-18')!;
    expect(name.current).toBe('Jordan Lee');
    expect(dob.current).toBe('1980-05-17');

    const approved = await call('POST', `/v1/coordinator/profile-reviews/${name.id}`, asMaria, {
      decision: 'approve',
    });
    expect(approved.json().content).toMatchObject({ status: 'approved', decided_by: 'maria' });
    const rejected = await call('POST', `/v1/coordinator/profile-reviews/${dob.id}`, asMaria, {
      decision: 'reject',
    });
    expect(rejected.json().content).toMatchObject({ status: 'rejected' });

    const names = (await call('GET', '/v1/patient/names', headers)).json().content;
    expect(names.names[0]).toMatchObject({ first_name: 'Jordan', last_name: 'Rivera' });
    expect(names.pending_legal_name).toBeNull();
    expect((await call('GET', '/v1/patient/dob', headers)).json().content).toEqual({
      date_of_birth: '1980-05-17',
      pending: null,
    });
    const audit = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'changes'])
      .where('patient_id', '=', patient.id)
      .where('resource', '=', 'profile.review')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        actor: 'coordinator:maria',
        changes: [
          { field: 'status', before: 'pending', after: 'approved' },
          { field: 'field', before: null, after: 'legal_name' },
        ],
      },
      {
        actor: 'coordinator:maria',
        changes: [
          { field: 'status', before: 'pending', after: 'rejected' },
          { field: 'field', before: null, after: 'date_of_birth' },
        ],
      },
    ]);
  });

  it('[PROF-1] a review is decided once; a patient session or no token cannot decide or list', async () => {
    const { headers, queue } = await patientWithPendingChanges();
    const review = queue.find((r) => r.field === 'legal_name')!;
    expect((await call('GET', '/v1/coordinator/profile-reviews', headers)).statusCode).toBe(401);
    expect(
      (await call('POST', `/v1/coordinator/profile-reviews/${review.id}`, headers, { decision: 'approve' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/v1/coordinator/profile-reviews/${review.id}`, asMaria, { decision: 'approve' }))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', `/v1/coordinator/profile-reviews/${review.id}`, asMaria, {
      decision: 'reject',
    });
    expect(again.statusCode).toBe(404);
    const bad = await call('POST', `/v1/coordinator/profile-reviews/${review.id}`, asMaria, {
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
  });
});
