import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_ATTEMPTS_PER_DAY, nextCoordinatorCall } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { onfidoSignature } from '../../providers/identity/onfido.js';
import { SANDBOX_FAIL_MARKER } from '../../providers/identity/sandbox.js';
import { coordinatorTokenHash } from './routes.js';
import { captureLog, captureMessages, seedPatientWithSession, testApp } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pixels'),
]);
const image = (file_name: string, bytes: Buffer = PNG) => ({
  file_name,
  content_type: 'image/png',
  data_base64: bytes.toString('base64'),
});
const SSN = '219-09-8765';
/**
 * Digits standing on their own, not inside an id or a timestamp: random UUIDs and times contain any short
 * digit run now and then, and must not make these tests fail by chance.
 */
const standalone = (digits: string) => new RegExp(`(?<![0-9a-z])${digits}(?![0-9a-z])`, 'i');
/** Two coordinators, each with a token of their own (COORDINATOR_TOKENS holds only the hashes). */
const MARIA = 'maria-own-token';
const SAM = 'sam-own-token';
const COORDINATOR_TOKENS = `maria:${coordinatorTokenHash(MARIA)},sam:${coordinatorTokenHash(SAM)}`;
const WEBHOOK_TOKEN = 'onfido-webhook-token';

/** Every row of every table as text: what a leak of the database would show. */
async function databaseText(db: Db): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const dumps = await Promise.all(
    tables.rows.map(async ({ table_name }) => {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t`.execute(
        db,
      );
      return rows.rows.map((r) => r.row).join('\n');
    }),
  );
  return dumps.join('\n');
}

describe.each(testDatabases())('identity verification on $name', (database) => {
  let db: Db;
  let app: App;
  const log = captureLog();

  beforeAll(async () => {
    db = await database.open();
    process.env.COORDINATOR_TOKENS = COORDINATOR_TOKENS;
    ({ app } = await testApp(db, { logLevel: 'trace' }, { logStream: log.stream }));
    delete process.env.COORDINATOR_TOKENS;
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  const post = (headers: Record<string, string>, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers });
  const gatepass = async (headers: Record<string, string>) =>
    (await get(headers, '/v1/patient/gatepass')).json().content;

  async function invite(headers: Record<string, string>) {
    const response = await post(headers, '/v1/signup/verify-id/invite', {});
    expect(response.statusCode).toBe(200);
    return response.json().content as { attempt_id: string; provider: string; onfido: unknown };
  }

  /** An ID scan + selfie that passed: the patient now awaits confirmation of what it read. */
  async function passDocument(headers: Record<string, string>) {
    const { attempt_id } = await invite(headers);
    const captured = await post(headers, '/v1/signup/verify-id/capture', {
      attempt_id,
      document: image('id.png'),
      selfie: image('selfie.png'),
    });
    expect(captured.json().content.status).toBe('awaiting_confirmation');
  }
  const nameOf = (patientId: string) =>
    db
      .selectFrom('patients')
      .select(['first_name', 'last_name', 'date_of_birth'])
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
  const asCoordinator = (token: string) => ({ authorization: `Coordinator ${token}` });
  async function waitingCase(patientId: string) {
    const list = await app.inject({
      method: 'GET',
      url: '/v1/coordinator/verifications',
      headers: asCoordinator(MARIA),
    });
    expect(list.statusCode).toBe(200);
    return list.json().content.requests.find((r: { patient_id: string }) => r.patient_id === patientId);
  }

  describe('ID scan and selfie with the sandbox verifier', () => {
    it('[IDV-1] [IDV-8] [ONB-2] passes, shows what the document read, and moves on after confirmation', async () => {
      const { headers } = await seedPatientWithSession(db);
      const started = await invite(headers);
      expect(started).toMatchObject({ provider: 'sandbox', onfido: null });

      const captured = await post(headers, '/v1/signup/verify-id/capture', {
        attempt_id: started.attempt_id,
        document: image('licence-front.png'),
        selfie: image('selfie.png'),
      });
      expect(captured.statusCode).toBe(200);
      expect(captured.json().content).toMatchObject({
        result: { success: true },
        status: 'awaiting_confirmation',
      });
      expect(await gatepass(headers)).toMatchObject({
        identity: { status: 'awaiting_confirmation' },
        next_step: 'verify_id',
      });

      const read = await get(headers, '/v1/signup/verify-id/confirm');
      expect(read.json().content).toMatchObject({
        first_name: 'Jordan',
        last_name: 'Lee',
        date_of_birth: '1980-05-17',
      });

      const address = { address1: '9 Elm St', city: 'Boston', state: 'MA', zip: '02118' };
      // Within the tolerance: an accent and a middle initial are how the patient writes the same name.
      const confirmed = await post(headers, '/v1/signup/verify-id/confirm', {
        first_name: 'Jordan A.',
        last_name: ' Lée ',
        date_of_birth: '1980-05-17',
        address,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().content).toEqual({ status: 'verified' });
      expect(await gatepass(headers)).toMatchObject({
        identity: {
          status: 'verified',
          method: 'document',
          assurance: { level: 'document_selfie', method: 'document' },
        },
        next_step: 'hipaa',
      });
      const status = (await get(headers, '/v1/signup/verify-id/invite')).json().content;
      expect(status).toMatchObject({ status: 'verified', assurance_level: 'document_selfie' });
      const summary = (await get(headers, '/v1/patient/identity/confirm')).json().content;
      expect(summary).toMatchObject({
        status: 'verified',
        method: 'document',
        provider: 'sandbox',
        assurance_level: 'document_selfie',
        assurance_method: 'document',
      });
      expect(Date.parse(summary.verified_at)).not.toBeNaN();
      // The corrected name is the account's now (the HIPAA signature is checked against it).
      const patient = await db
        .selectFrom('patients')
        .select('last_name')
        .where('email', '=', (await seedLookup(headers)).email)
        .executeTakeFirst();
      expect(patient?.last_name).toBe('Lée');
    });

    it.each([
      ['another surname', { last_name: 'Smith' }],
      ['another date of birth', { date_of_birth: '1990-01-01' }],
      ['another given name', { first_name: 'Alex' }],
    ])(
      '[IDV-8] [SEC-1] replacing what the document proved with %s goes to a coordinator, not to verified',
      async (_name, change) => {
        const { headers, patient } = await seedPatientWithSession(db);
        await passDocument(headers);
        const proved = { first_name: 'Jordan', last_name: 'Lee', date_of_birth: '1980-05-17', address: null };
        const response = await post(headers, '/v1/signup/verify-id/confirm', { ...proved, ...change });
        expect(response.statusCode).toBe(200);
        expect(response.json().content).toEqual({ status: 'on_hold' });
        expect(await gatepass(headers)).toMatchObject({
          identity: { status: 'on_hold', assurance: { level: 'none' } },
          next_step: 'verify_id',
        });
        expect(await nameOf(patient.id)).toEqual({
          first_name: 'Jordan',
          last_name: 'Lee',
          date_of_birth: '1980-05-17',
        });
        // Confirming again with the document's own details cannot skip the coordinator.
        expect((await post(headers, '/v1/signup/verify-id/confirm', proved)).statusCode).toBe(409);

        const review = await waitingCase(patient.id);
        expect(review).toMatchObject({
          reason: 'confirmation_mismatch',
          phone: '617-555-0199',
          document_read: 'Jordan Lee, born 1980-05-17',
        });
        const approved = await app.inject({
          method: 'POST',
          url: `/v1/coordinator/verifications/${review.id}`,
          headers: asCoordinator(MARIA),
          payload: { decision: 'approve' },
        });
        expect(approved.json().content).toMatchObject({ status: 'verified', decided_by: 'maria' });
        expect(await nameOf(patient.id)).toEqual({ ...proved, address: undefined, ...change });
        expect((await gatepass(headers)).identity.assurance).toMatchObject({
          level: 'coordinator',
          method: 'assisted',
        });
      },
    );

    async function seedLookup(headers: Record<string, string>) {
      const token = headers.authorization!.split(' ')[1]!;
      const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
      return db.selectFrom('patients').select('email').where('id', '=', sub).executeTakeFirstOrThrow();
    }

    it.each([
      ['a document named to fail', image('id-FAIL.png'), image('selfie.png')],
      [
        'a selfie with the failure marker',
        image('id.png'),
        image('selfie.png', Buffer.concat([PNG, Buffer.from(SANDBOX_FAIL_MARKER)])),
      ],
    ])('[IDV-3] fails with %s, and other ways stay open', async (_name, document, selfie) => {
      const { headers } = await seedPatientWithSession(db);
      const { attempt_id } = await invite(headers);
      const response = await post(headers, '/v1/signup/verify-id/capture', { attempt_id, document, selfie });
      expect(response.json().content).toMatchObject({ result: { success: false }, status: 'failed' });
      expect((await get(headers, '/v1/signup/verify-id/confirm')).statusCode).toBe(409);
      const manual = await post(headers, '/v1/signup/verify-id/manual', {
        first_name: 'Jordan',
        last_name: 'Lee',
        date_of_birth: '1980-05-17',
        document_type: 'passport',
        document: image('passport.png'),
      });
      expect(manual.json().content.result.success).toBe(true);
    });

    it('keeps the hashes of the images and the outcome, never the images', async () => {
      const { headers, patient } = await seedPatientWithSession(db);
      const { attempt_id } = await invite(headers);
      const marker = Buffer.concat([PNG, Buffer.from('UNIQUE-IMAGE-BYTES-42')]);
      await post(headers, '/v1/signup/verify-id/capture', {
        attempt_id,
        document: image('id.png', marker),
        selfie: image('s.png'),
      });
      const row = await db
        .selectFrom('identity_attempts')
        .selectAll()
        .where('patient_id', '=', patient.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        method: 'document',
        provider: 'sandbox',
        outcome: 'passed',
        assurance_level: 'document_selfie',
      });
      expect(row.provider_ref).toMatch(/^sandbox-document-/);
      expect(Object.keys(row.evidence).sort()).toEqual(['document_sha256', 'selfie_sha256']);
      const text = await databaseText(db);
      expect(text).not.toContain(marker.toString('base64'));
      expect(text).not.toContain('UNIQUE-IMAGE-BYTES-42');
    });

    it.each([
      [
        'a file that is not an image',
        { document: { ...image('id.png'), data_base64: Buffer.from('%PDF-1.4').toString('base64') } },
        400,
      ],
      [
        'a content type that is not an image',
        { document: { ...image('id.png'), content_type: 'application/pdf' } },
        400,
      ],
      ['no selfie', { selfie: undefined }, 400],
      [
        'an image over 5 MB',
        { document: image('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) },
        413,
      ],
    ])('[SEC-2] refuses %s', async (_name, change, status) => {
      const { headers } = await seedPatientWithSession(db);
      const { attempt_id } = await invite(headers);
      const response = await post(headers, '/v1/signup/verify-id/capture', {
        attempt_id,
        document: image('id.png'),
        selfie: image('selfie.png'),
        ...change,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatch(/^(VALIDATION_FAILED|PAYLOAD_TOO_LARGE) - /);
    });
  });

  describe('one patient and another', () => {
    it("[SEC-1] cannot upload to, or confirm, another patient's verification", async () => {
      const alice = await seedPatientWithSession(db);
      const bob = await seedPatientWithSession(db);
      const { attempt_id } = await invite(alice.headers);
      const stolen = await post(bob.headers, '/v1/signup/verify-id/capture', {
        attempt_id,
        document: image('id.png'),
        selfie: image('selfie.png'),
      });
      expect(stolen.statusCode).toBe(404);
      expect((await get(bob.headers, '/v1/signup/verify-id/confirm')).statusCode).toBe(409);
      const mine = await post(alice.headers, '/v1/signup/verify-id/capture', {
        attempt_id,
        document: image('id.png'),
        selfie: image('selfie.png'),
      });
      expect(mine.json().content.result.success).toBe(true);
      expect((await get(bob.headers, '/v1/signup/verify-id/invite')).json().content.status).toBe(
        'not_started',
      );
    });

    it('[SEC-1] needs a session, and a CSRF token to change anything', async () => {
      expect((await app.inject({ method: 'GET', url: '/v1/signup/verify-id/invite' })).statusCode).toBe(401);
      const { headers } = await seedPatientWithSession(db);
      const noCsrf = { authorization: headers.authorization! };
      expect((await post(noCsrf, '/v1/signup/verify-id/ssn', { ssn: SSN })).statusCode).toBe(403);
    });
  });

  describe('SSN cross-check', () => {
    it('[IDV-7] [SEC-4] a well-formed SSN alone verifies nobody, and the refusal is audited', async () => {
      const { headers, patient } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/ssn', { ssn: '123-45-6789' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatch(/^IDV_DOCUMENT_REQUIRED - /);
      expect(await gatepass(headers)).toMatchObject({
        identity: { status: 'not_started', assurance: { level: 'none', method: null, at: null } },
        next_step: 'verify_id',
      });
      const refused = await db
        .selectFrom('audit_log')
        .select(['actor', 'resource', 'outcome', 'error_code'])
        .where('patient_id', '=', patient.id)
        .where('resource', '=', 'identity.attempt.ssn')
        .execute();
      expect(refused).toEqual([
        {
          actor: `patient:${patient.id}`,
          resource: 'identity.attempt.ssn',
          outcome: 'refused',
          error_code: 'IDV_DOCUMENT_REQUIRED',
        },
      ]);
    });

    it('[IDV-7] cross-checks a passed ID, keeping only the last four digits, in the database and in the log', async () => {
      const { headers } = await seedPatientWithSession(db);
      await passDocument(headers);
      const response = await post(headers, '/v1/signup/verify-id/ssn', { ssn: SSN });
      // The cross-check moves neither the gate nor the level: the patient still confirms the document.
      expect(response.json().content).toMatchObject({
        result: { success: true },
        status: 'awaiting_confirmation',
      });
      expect((await gatepass(headers)).identity.assurance.level).toBe('none');
      expect(JSON.stringify(response.json())).not.toMatch(standalone('219-?09'));
      const text = await databaseText(db);
      expect(text).toMatch(/ssn_last4\W+8765/);
      for (const form of [SSN, SSN.replace(/-/g, ''), '219-09', '21909']) {
        expect(text).not.toMatch(standalone(form));
        expect(log.text()).not.toMatch(standalone(form));
      }
      expect(log.text()).toContain('/v1/signup/verify-id/ssn');
    });

    it('[IDV-7] an invalid SSN is refused without echoing it back or logging it', async () => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/ssn', { ssn: '666-12-3456' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_FAILED - Enter a valid 9-digit Social Security number.');
      expect(response.body).not.toMatch(standalone('666'));
      expect(log.text()).not.toContain('666-12-3456');
    });

    it('[IDV-7] a number the record does not match fails, and the ID still awaits confirmation', async () => {
      const { headers } = await seedPatientWithSession(db);
      await passDocument(headers);
      const response = await post(headers, '/v1/signup/verify-id/ssn', { ssn: '219-09-9999' });
      expect(response.json().content).toMatchObject({
        result: { success: false },
        status: 'awaiting_confirmation',
      });
    });

    it(`limits attempts to ${IDENTITY_ATTEMPTS_PER_DAY} a day`, async () => {
      const { headers } = await seedPatientWithSession(db);
      await passDocument(headers);
      for (let i = 0; i < IDENTITY_ATTEMPTS_PER_DAY; i += 1) {
        const response = await post(headers, '/v1/signup/verify-id/ssn', { ssn: '219-09-9999' });
        expect(response.json().content.attempts_left).toBe(IDENTITY_ATTEMPTS_PER_DAY - 1 - i);
      }
      const refused = await post(headers, '/v1/signup/verify-id/ssn', { ssn: SSN });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^IDV_ATTEMPTS_EXCEEDED - /);
    });
  });

  describe('driver licence', () => {
    const licence = { number: 'd123-4567', state: 'ny', issue_date: '2020-01-01', expiry_date: '2030-01-01' };

    it('[IDV-6] passes a valid licence and keeps its state and last four characters only', async () => {
      const { headers, patient } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/driver-licence', licence);
      expect(response.json().content).toMatchObject({ result: { success: true }, status: 'verified' });
      const row = await db
        .selectFrom('identity_attempts')
        .select(['evidence', 'assurance_level'])
        .where('patient_id', '=', patient.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        evidence: { licence_state: 'NY', licence_last4: '4567' },
        assurance_level: 'document',
      });
      expect(await gatepass(headers)).toMatchObject({
        identity: {
          status: 'verified',
          method: 'driver_licence',
          assurance: { level: 'document', method: 'driver_licence' },
        },
        next_step: 'hipaa',
      });
    });

    it.each([
      ['an unknown state', { state: 'ZZ' }, 'VALIDATION_FAILED - State: choose a US state.'],
      [
        'an expired licence',
        { expiry_date: '2021-01-01' },
        'VALIDATION_FAILED - Expiry date: the licence has expired.',
      ],
      [
        'a number with symbols',
        { number: 'D#1' },
        'VALIDATION_FAILED - Licence number must be 1 to 20 letters and numbers.',
      ],
    ])('[IDV-6] refuses %s', async (_name, change, error) => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/driver-licence', { ...licence, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    });

    it('[IDV-6] fails a licence the record does not know', async () => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/driver-licence', {
        ...licence,
        number: 'FAIL1234',
      });
      expect(response.json().content.result.success).toBe(false);
    });
  });

  describe('manual identification', () => {
    const details = {
      first_name: 'jordan',
      last_name: 'LEE',
      date_of_birth: '1980-05-17',
      document_type: 'passport',
    };

    it.each([
      ['matching details and a readable document', details, image('passport.png'), true],
      ['another date of birth', { ...details, date_of_birth: '1981-05-17' }, image('passport.png'), false],
      ['a document named to fail', details, image('fail.png'), false],
    ])('[IDV-4] with %s passes: %s', async (_name, body, document, passed) => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/manual', { ...body, document });
      expect(response.statusCode).toBe(200);
      expect(response.json().content.result.success).toBe(passed);
      expect((await gatepass(headers)).identity.status).toBe(passed ? 'verified' : 'failed');
    });

    it('[IDV-4] [SEC-2] refuses a missing name in Spanish when asked', async () => {
      const { headers } = await seedPatientWithSession(db);
      const response = await app.inject({
        method: 'POST',
        url: '/v1/signup/verify-id/manual',
        headers: { ...headers, 'accept-language': 'es' },
        payload: { ...details, first_name: '', document: image('passport.png') },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^VALIDATION_FAILED - Nombre: /);
    });
  });

  describe('coordinator-assisted verification', () => {
    // The next time a coordinator could call (on a weekday, in their hours, on the patient's clock).
    const inAnHour = () => nextCoordinatorCall(new Date(), 'America/New_York').toISOString();

    it('[IDV-5] puts the account on hold until a coordinator approves, recording who and when', async () => {
      const { headers, patient } = await seedPatientWithSession(db);
      const requested = await post(headers, '/v1/signup/assisted-verify-id', {
        phone: '617-555-0100',
        preferred_time: inAnHour(),
        time_zone: 'America/New_York',
      });
      expect(requested.statusCode).toBe(200);
      expect(requested.json().content).toMatchObject({
        status: 'on_hold',
        assisted_request: { phone: '617-555-0100' },
      });
      expect(await gatepass(headers)).toMatchObject({
        identity: { status: 'on_hold' },
        next_step: 'verify_id',
      });
      // While on hold no other attempt may start.
      const licence = { number: 'D1', state: 'NY', issue_date: '2020-01-01', expiry_date: '2030-01-01' };
      expect((await post(headers, '/v1/signup/verify-id/driver-licence', licence)).statusCode).toBe(409);

      const request = await waitingCase(patient.id);
      expect(request).toMatchObject({ reason: 'call', name: 'Jordan Lee', phone: '617-555-0100' });

      // Maria acts under her own token; what the body claims about who decided is not asked for.
      const approved = await app.inject({
        method: 'POST',
        url: `/v1/coordinator/verifications/${request.id}`,
        headers: asCoordinator(MARIA),
        payload: { decision: 'approve', by: 'sam' },
      });
      expect(approved.json().content).toMatchObject({
        outcome: 'passed',
        status: 'verified',
        decided_by: 'maria',
      });
      expect(await gatepass(headers)).toMatchObject({
        identity: { status: 'verified', method: 'assisted' },
        next_step: 'hipaa',
      });
      const audit = await db
        .selectFrom('audit_log')
        .select(['actor', 'resource', 'outcome'])
        .where('patient_id', '=', patient.id)
        .where('actor', 'like', 'coordinator:%')
        .execute();
      expect(audit).toEqual([
        { actor: 'coordinator:maria', resource: 'identity.attempt.approve', outcome: 'success' },
      ]);
    });

    it('[IDV-5] a rejection reopens the other ways', async () => {
      const { headers, patient } = await seedPatientWithSession(db);
      await post(headers, '/v1/signup/assisted-verify-id', {
        phone: '617-555-0100',
        preferred_time: inAnHour(),
        time_zone: 'America/New_York',
      });
      const attempt = await db
        .selectFrom('identity_attempts')
        .select('id')
        .where('patient_id', '=', patient.id)
        .executeTakeFirstOrThrow();
      const payload = { decision: 'reject' };
      const url = `/v1/coordinator/verifications/${attempt.id}`;
      const headersOfSam = asCoordinator(SAM);
      const rejected = await app.inject({ method: 'POST', url, headers: headersOfSam, payload });
      expect(rejected.json().content).toMatchObject({ outcome: 'rejected', decided_by: 'sam' });
      expect((await app.inject({ method: 'POST', url, headers: headersOfSam, payload })).statusCode).toBe(
        409,
      );
      expect((await gatepass(headers)).identity.status).toBe('failed');
      const audit = await db
        .selectFrom('audit_log')
        .select('actor')
        .where('patient_id', '=', patient.id)
        .where('resource', '=', 'identity.attempt.reject')
        .execute();
      expect(audit).toEqual([{ actor: 'coordinator:sam' }]);
    });

    it.each([
      ['no token', {}],
      ['a wrong token', { authorization: 'Coordinator nope' }],
      [
        "a coordinator's hash used as the token",
        { authorization: `Coordinator ${coordinatorTokenHash(MARIA)}` },
      ],
      ['the name instead of the token', { authorization: 'Coordinator maria' }],
      ["a patient's session", 'patient'],
    ])('refuses coordinator calls with %s', async (_name, headers) => {
      const patientHeaders = (await seedPatientWithSession(db)).headers;
      const response = await app.inject({
        method: 'GET',
        url: '/v1/coordinator/verifications',
        headers: headers === 'patient' ? patientHeaders : headers,
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['a time in the past', { preferred_time: '2020-01-01T10:00:00Z' }],
      ['a phone without 10 digits', { phone: '555-0100' }],
    ])('[IDV-5] refuses %s', async (_name, change) => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/assisted-verify-id', {
        phone: '617-555-0100',
        preferred_time: inAnHour(),
        time_zone: 'America/New_York',
        ...change,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('with Onfido configured', () => {
    let onfidoApp: App;
    let onfido: Server;
    const calls: string[] = [];

    beforeAll(async () => {
      // A stand-in for Onfido's API v3.6 on a local port: the real client and fetch talk to it.
      onfido = createServer((request, response) => {
        calls.push(`${request.method} ${request.url} ${request.headers.authorization}`);
        const reply = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.url === '/v3.6/applicants') return reply(201, { id: 'applicant-7' });
        if (request.url === '/v3.6/sdk_token') return reply(200, { token: 'sdk-7' });
        if (request.url === '/v3.6/checks') return reply(201, { id: 'check-7' });
        if (request.url === '/v3.6/checks/check-7')
          return reply(200, { id: 'check-7', status: 'complete', result: 'clear' });
        return reply(404, {});
      });
      await new Promise<void>((resolve) => onfido.listen(0, '127.0.0.1', resolve));
      const env = {
        ONFIDO_API_TOKEN: 'api-token',
        ONFIDO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
        ONFIDO_APPLICATION_ID: 'app-9',
        ONFIDO_BASE_URL: `http://127.0.0.1:${(onfido.address() as AddressInfo).port}`,
      };
      Object.assign(process.env, env);
      ({ app: onfidoApp } = await testApp(db, { publicOrigin: 'https://portal.example.com' }));
      for (const key of Object.keys(env)) delete process.env[key];
    });
    afterAll(async () => {
      await onfidoApp.close();
      await new Promise((resolve) => onfido.close(resolve));
    });

    it('[IDV-2] hands the portal an SDK token, then settles the check from the signed webhook only', async () => {
      const { headers } = await seedPatientWithSession(db);
      const started = await onfidoApp.inject({ method: 'POST', url: '/v1/signup/verify-id/invite', headers });
      expect(started.json().content).toMatchObject({
        provider: 'onfido',
        onfido: { sdk_token: 'sdk-7', applicant_id: 'applicant-7', application_id: 'app-9' },
      });
      expect(calls).toContain('POST /v3.6/applicants Token token=api-token');
      const attemptId = started.json().content.attempt_id;
      const completed = await onfidoApp.inject({
        method: 'POST',
        url: '/v1/signup/verify-id/onfido/complete',
        headers,
        payload: { attempt_id: attemptId },
      });
      expect(completed.json().content.status).toBe('pending');

      const event = JSON.stringify({
        payload: {
          resource_type: 'check',
          action: 'check.completed',
          object: { id: 'check-7', status: 'complete' },
        },
      });
      const webhook = (signature: string) =>
        onfidoApp.inject({
          method: 'POST',
          url: '/v1/webhooks/onfido',
          headers: { 'content-type': 'application/json', 'x-sha2-signature': signature },
          payload: event,
        });
      const forged = await webhook(onfidoSignature(event, 'wrong-token'));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().error).toMatch(/^WEBHOOK_SIGNATURE_INVALID - /);
      expect((await get(headers, '/v1/signup/verify-id/invite')).json().content.status).toBe('pending');

      const signed = await webhook(onfidoSignature(event, WEBHOOK_TOKEN));
      expect(signed.json().content).toEqual({ handled: 'settled' });
      expect((await get(headers, '/v1/signup/verify-id/invite')).json().content.status).toBe(
        'awaiting_confirmation',
      );
      expect((await webhook(onfidoSignature(event, WEBHOOK_TOKEN))).json().content).toEqual({
        handled: 'ignored',
      });
    });

    it.each([
      ['/v1/signup/verify-id/ssn', { ssn: SSN }],
      [
        '/v1/signup/verify-id/driver-licence',
        { number: 'D1', state: 'NY', issue_date: '2020-01-01', expiry_date: '2030-01-01' },
      ],
    ])('[IDV-6] [IDV-7] never runs the sandbox rules of %s beside a real provider', async (url, payload) => {
      const { headers } = await seedPatientWithSession(db);
      const response = await onfidoApp.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(/^IDV_METHOD_UNAVAILABLE - /);
      expect((await gatepass(headers)).identity.status).toBe('not_started');
    });

    it('answers 404 to the webhook when Onfido is not configured', async () => {
      const event = '{}';
      const response = await app.inject({
        method: 'POST',
        url: '/v1/webhooks/onfido',
        headers: {
          'content-type': 'application/json',
          'x-sha2-signature': onfidoSignature(event, WEBHOOK_TOKEN),
        },
        payload: event,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('in production', () => {
    it('[IDV-1] never runs the sandbox ID scan: without a provider it answers a clear error', async () => {
      const config = testConfig({ env: 'production', devOutbox: false });
      const production = await buildApp({ config, db, messenger: captureMessages() });
      try {
        const { headers } = await seedPatientWithSession(db, config);
        const response = await production.inject({
          method: 'POST',
          url: '/v1/signup/verify-id/invite',
          headers,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toMatch(/^IDV_METHOD_UNAVAILABLE - /);
        expect((await gatepass(headers)).identity.status).toBe('not_started');
      } finally {
        await production.close();
      }
    });

    it('[IDV-6] refuses the sandbox-only paths even with a real document provider', async () => {
      const config = testConfig({ env: 'production', devOutbox: false, publicOrigin: 'https://p.example' });
      Object.assign(process.env, { ONFIDO_API_TOKEN: 'a', ONFIDO_WEBHOOK_TOKEN: 'b' });
      const production = await buildApp({ config, db, messenger: captureMessages() }).finally(() => {
        delete process.env.ONFIDO_API_TOKEN;
        delete process.env.ONFIDO_WEBHOOK_TOKEN;
      });
      try {
        const { headers } = await seedPatientWithSession(db, config);
        const response = await production.inject({
          method: 'POST',
          url: '/v1/signup/verify-id/driver-licence',
          headers,
          payload: { number: 'D1', state: 'NY', issue_date: '2020-01-01', expiry_date: '2030-01-01' },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toBe(
          'IDV_METHOD_UNAVAILABLE - This way to verify is not available. Please choose another one.',
        );
      } finally {
        await production.close();
      }
    });
  });

  describe('uploads', () => {
    it('[SEC-1] refuses an unauthenticated 10 MB upload before reading its body', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const sent = { bytes: 0 };
      const answered = new Promise<{ status: number; sent: number }>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/signup/verify-id/capture',
          headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        });
        request.on('response', (response) => {
          resolve({ status: response.statusCode ?? 0, sent: sent.bytes });
          response.resume();
          request.destroy();
        });
        request.on('error', reject);
        // Only the first 64 KB are ever sent: the answer must not wait for the other 9.9 MB.
        const chunk = Buffer.alloc(64 * 1024, 'a');
        request.write(chunk);
        sent.bytes += chunk.length;
      });
      const result = await answered;
      expect(result).toEqual({ status: 401, sent: 64 * 1024 });
    });

    it('[SEC-2] keeps the small body limit on routes without images', async () => {
      const { headers } = await seedPatientWithSession(db);
      const response = await post(headers, '/v1/signup/verify-id/ssn', {
        ssn: SSN,
        pad: 'x'.repeat(300_000),
      });
      expect(response.statusCode).toBe(413);
    });
  });

  it('[SEC-3] never writes the SSN, images or names into the log', () => {
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(PNG.toString('base64'));
    expect(text).not.toContain('Jordan');
  });
});
