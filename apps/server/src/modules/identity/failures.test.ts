import { IDENTITY_ATTEMPTS_PER_DAY, nextCoordinatorCall } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerSuite, requester, seedPatientWithSession } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pixels'),
]);
const image = (file_name: string) => ({
  file_name,
  content_type: 'image/png',
  data_base64: PNG.toString('base64'),
});
// The seeded patient is Jordan Lee, born 1980-05-17.
const details = {
  first_name: 'Jordan',
  last_name: 'Lee',
  date_of_birth: '1980-05-17',
  document_type: 'passport',
};
const licence = { number: 'D123-4567', state: 'NY', issue_date: '2020-01-01', expiry_date: '2030-01-01' };
const ZONE = 'America/New_York';
const call = (at: Date = new Date()) => ({
  phone: '617-555-0100',
  preferred_time: nextCoordinatorCall(at, ZONE).toISOString(),
  time_zone: ZONE,
  note: null,
});

/** Issue 23, item 7: a failed check says why, as far as the patient may be told, and how many tries are left. */
describe.each(testDatabases())('identity failures and the wait for a coordinator on $name', (database) => {
  const suite = appPerSuite(database);
  const send = requester(suite);
  const status = async (headers: Record<string, string>) =>
    (await send('GET', '/v1/signup/verify-id/invite', headers)).json().content;

  describe('manual identification', () => {
    it.each([
      ['another surname', { last_name: 'Smith' }, ['last_name_mismatch']],
      ['another given name', { first_name: 'Alex' }, ['first_name_mismatch']],
      [
        'another date of birth and surname',
        { date_of_birth: '1981-05-17', last_name: 'Smith' },
        ['last_name_mismatch', 'date_of_birth_mismatch'],
      ],
    ])(
      '[IDV-4] [IDV-3] with %s fails naming the fields of the account that differ',
      async (_c, change, reasons) => {
        const { headers } = await seedPatientWithSession(suite.db);
        const response = await send('POST', '/v1/signup/verify-id/manual', headers, {
          ...details,
          ...change,
          document: image('passport.png'),
        });
        expect(response.json().content).toMatchObject({
          result: { success: false },
          status: 'failed',
          attempts_left: IDENTITY_ATTEMPTS_PER_DAY - 1,
          reasons,
        });
      },
    );

    it('[IDV-4] a photo the check refuses is named as the document, with the details passing', async () => {
      const { headers } = await seedPatientWithSession(suite.db);
      const response = await send('POST', '/v1/signup/verify-id/manual', headers, {
        ...details,
        document: image('fail.png'),
      });
      expect(response.json().content).toMatchObject({
        result: { success: false },
        reasons: ['document_rejected'],
      });
    });

    it.each([
      ['an apostrophe and a second surname', 'Jordan', "Lee-O'Neil"],
      ['accents and a middle initial', 'Jórdan A.', 'LÉE'],
    ])('[IDV-4] [IDV-8] passes the account’s name written with %s', async (_c, first_name, last_name) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const response = await send('POST', '/v1/signup/verify-id/manual', headers, {
        ...details,
        first_name,
        last_name,
        document: image('passport.png'),
      });
      expect(response.json().content).toMatchObject({ result: { success: true }, reasons: [] });
    });
  });

  describe('driver licence', () => {
    it.each([
      ['hyphens', 'D123-4567'],
      ['spaces', 'D 123 4567'],
      ['an en dash as some cards print it', 'D123–4567'],
    ])('[IDV-6] takes a number typed with %s as printed on the card', async (_c, number) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const response = await send('POST', '/v1/signup/verify-id/driver-licence', headers, {
        ...licence,
        number,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().content).toMatchObject({ result: { success: true } });
    });

    it('[IDV-6] [SEC-1] a licence the record does not know is "no match", never which field differed', async () => {
      const { headers } = await seedPatientWithSession(suite.db);
      const response = await send('POST', '/v1/signup/verify-id/driver-licence', headers, {
        ...licence,
        number: 'FAIL-1234',
      });
      expect(response.json().content).toMatchObject({
        result: { success: false },
        attempts_left: IDENTITY_ATTEMPTS_PER_DAY - 1,
        reasons: ['licence_not_matched'],
      });
    });
  });

  describe('SSN cross-check', () => {
    async function passDocument(headers: Record<string, string>) {
      const { attempt_id } = (await send('POST', '/v1/signup/verify-id/invite', headers, {})).json().content;
      await send('POST', '/v1/signup/verify-id/capture', headers, {
        attempt_id,
        document: image('id.png'),
        selfie: image('selfie.png'),
      });
    }

    it('[IDV-7] a mismatch says so and how many tries are left; a match is kept, by its last four digits', async () => {
      const { headers } = await seedPatientWithSession(suite.db);
      await passDocument(headers);
      expect((await status(headers)).ssn_check).toBeNull();
      const failed = await send('POST', '/v1/signup/verify-id/ssn', headers, { ssn: '219-09-9999' });
      expect(failed.json().content).toMatchObject({
        result: { success: false },
        attempts_left: IDENTITY_ATTEMPTS_PER_DAY - 1,
        reasons: ['ssn_mismatch'],
      });
      expect((await status(headers)).ssn_check).toEqual({ passed: false, last4: '9999' });
      const passed = await send('POST', '/v1/signup/verify-id/ssn', headers, { ssn: '219-09-8765' });
      expect(passed.json().content).toMatchObject({ result: { success: true }, reasons: [] });
      expect((await status(headers)).ssn_check).toEqual({ passed: true, last4: '8765' });
    });
  });

  describe('on hold, waiting for a coordinator', () => {
    it.each([
      ['3:00 at night', '2026-11-24T08:00:00Z'],
      ['a Saturday', '2026-11-28T15:00:00Z'],
    ])('[IDV-5] refuses a call at %s on the patient’s clock, at the field', async (_c, at) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const response = await send('POST', '/v1/signup/assisted-verify-id', headers, {
        ...call(),
        preferred_time: at,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'VALIDATION_FAILED - Call time: coordinators call Monday to Friday, from 9:00 a.m. to 6:00 p.m. your time. Choose a time then.',
      );
      expect((await status(headers)).status).toBe('not_started');
    });

    it('[IDV-5] the patient changes the call without spending a try', async () => {
      const { headers } = await seedPatientWithSession(suite.db);
      await send('POST', '/v1/signup/assisted-verify-id', headers, call());
      const later = call(new Date(Date.now() + 3 * 24 * 3600_000));
      const changed = await send('PUT', '/v1/signup/assisted-verify-id', headers, {
        ...later,
        phone: '617-555-0123',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().content).toMatchObject({
        status: 'on_hold',
        attempts_left: { assisted: IDENTITY_ATTEMPTS_PER_DAY - 1 },
        assisted_request: { phone: '617-555-0123', preferred_time: later.preferred_time },
      });
    });

    it('[IDV-5] the patient stops waiting to choose another way, and every way is open again', async () => {
      const { headers, patient } = await seedPatientWithSession(suite.db);
      await send('POST', '/v1/signup/assisted-verify-id', headers, call());
      const withdrawn = await send('DELETE', '/v1/signup/assisted-verify-id', headers);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().content).toMatchObject({ status: 'not_started', assisted_request: null });
      const licenceCheck = await send('POST', '/v1/signup/verify-id/driver-licence', headers, licence);
      expect(licenceCheck.json().content).toMatchObject({ result: { success: true }, status: 'verified' });
      // Nothing waits for a coordinator any more.
      const rows = await suite.db
        .selectFrom('identity_attempts')
        .select(['outcome', 'reason'])
        .where('patient_id', '=', patient.id)
        .where('method', '=', 'assisted')
        .execute();
      expect(rows).toEqual([{ outcome: 'failed', reason: 'withdrawn' }]);
    });

    it('[IDV-5] [SEC-1] there is nothing to change or withdraw unless the patient is on hold', async () => {
      const { headers } = await seedPatientWithSession(suite.db);
      const other = await seedPatientWithSession(suite.db);
      await send('POST', '/v1/signup/assisted-verify-id', other.headers, call());
      for (const [method, payload] of [
        ['PUT', call()],
        ['DELETE', undefined],
      ] as const) {
        const response = await send(method, '/v1/signup/assisted-verify-id', headers, payload);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatch(/^IDV_STEP_UNAVAILABLE - /);
      }
      expect((await status(other.headers)).status).toBe('on_hold');
    });
  });
});
