import { MAX_CARD_IMAGE_BYTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, requester, captureLog, seedPatientWithSession } from '../../test/helpers.js';

type Headers = Record<string, string>;

/** A 1×1 PNG and the first bytes of a JPEG: real image signatures, told apart by their bytes. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString(
  'base64',
);
const png = { file_name: 'front.png', content_type: 'image/png', data_base64: PNG };
const jpeg = { file_name: 'back.jpg', content_type: 'image/jpeg', data_base64: JPEG };
const plan = {
  payer: 'Blue Harbor Health',
  member_id: 'BHH-99817730',
  group_number: 'G-4410',
  subscriber_name: 'Jordan Lee',
  subscriber_relationship: 'self',
};

const log = captureLog();

describe.each(testDatabases())('insurance on $name', (database) => {
  const suite = appPerSuite(database, { logLevel: 'trace' }, { logStream: log.stream });
  const call = requester(suite);
  const list = async (headers: Headers) =>
    (await call('GET', '/v1/patient/insurance', headers)).json().content.insurance as Array<
      Record<string, unknown>
    >;
  const add = async (headers: Headers, body: object = { ...plan, front_image: png, back_image: jpeg }) => {
    const res = await call('POST', '/v1/patient/insurance', headers, body);
    expect(res.statusCode).toBe(201);
    return res.json().content.id as string;
  };
  const stored = (patientId: string) =>
    suite.db.selectFrom('patient_insurance').selectAll().where('patient_id', '=', patientId).execute();

  it('[PROF-5] adds a plan with both card photos, lists it and serves each photo back to its owner', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    expect(await list(headers)).toEqual([]);
    const id = await add(headers);
    expect(await list(headers)).toEqual([
      {
        id,
        ...plan,
        has_front_image: true,
        has_back_image: true,
        updated_at: expect.any(String),
      },
    ]);
    const front = await call('GET', `/v1/patient/insurance/${id}/card/front`, headers);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('no-store, private');
    expect(front.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const back = await call('GET', `/v1/patient/insurance/${id}/card/back`, headers);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(Buffer.from(JPEG, 'base64'))).toBe(true);
  });

  it('[PROF-5] keeps the photos encrypted at rest, bound to their plan and side', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const id = await add(headers);
    const [row] = await stored(patient.id);
    expect(row!.front_image).toMatch(/^v2\./);
    expect(row!.front_image).not.toContain(PNG.slice(0, 20));
    // The back's ciphertext put on the front does not decrypt there: the photo is refused, never mixed up.
    await suite.db
      .updateTable('patient_insurance')
      .set({ front_image: row!.back_image })
      .where('id', '=', id)
      .execute();
    expect((await call('GET', `/v1/patient/insurance/${id}/card/front`, headers)).statusCode).toBe(500);
  });

  it('[PROF-5] changes a plan: a photo left out is kept, null removes it, a new one replaces it', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const id = await add(headers);
    const changed = await call('PATCH', `/v1/patient/insurance/${id}`, headers, {
      ...plan,
      member_id: 'BHH-1',
      group_number: '',
      back_image: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content).toMatchObject({
      member_id: 'BHH-1',
      group_number: null,
      has_front_image: true,
      has_back_image: false,
    });
    expect((await call('GET', `/v1/patient/insurance/${id}/card/back`, headers)).statusCode).toBe(404);
    await call('PATCH', `/v1/patient/insurance/${id}`, headers, { ...plan, front_image: jpeg });
    const front = await call('GET', `/v1/patient/insurance/${id}/card/front`, headers);
    expect(front.headers['content-type']).toBe('image/jpeg');
    expect((await call('DELETE', `/v1/patient/insurance/${id}`, headers)).statusCode).toBe(200);
    expect(await list(headers)).toEqual([]);
  });

  it.each([
    [
      'a file that is not an image',
      { ...png, data_base64: Buffer.from('%PDF-1.7 not a card').toString('base64') },
      400,
      'front_image',
    ],
    ['a JPEG that says it is a PNG', { ...jpeg, content_type: 'image/png' }, 400, 'front_image'],
    ['a type other than JPEG, PNG or WebP', { ...png, content_type: 'image/gif' }, 400, 'front_image'],
    [
      'a photo over the size limit',
      { ...png, data_base64: Buffer.alloc(MAX_CARD_IMAGE_BYTES + 1).toString('base64') },
      413,
      'front_image',
    ],
  ])('[PROF-5] refuses %s and keeps nothing, naming the photo refused', async (_, image, status, field) => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const res = await call('POST', '/v1/patient/insurance', headers, { ...plan, front_image: image });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(/^(VALIDATION_FAILED|PAYLOAD_TOO_LARGE) - /);
    expect(res.json().params?.field).toBe(field);
    expect(await stored(patient.id)).toEqual([]);
  });

  it('[PROF-5] answers bad fields in the patient’s language, naming the field', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const res = await call('POST', '/v1/patient/insurance', headers, { ...plan, member_id: 'BHH/99' }, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^VALIDATION_FAILED - /);
    expect(res.json().error).not.toMatch(/Member ID may/);
  });

  it('[PROF-5] keeps at most five plans', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    for (let i = 0; i < 5; i += 1) await add(headers, plan);
    const sixth = await call('POST', '/v1/patient/insurance', headers, plan);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toMatch(/^PROFILE_LIMIT_REACHED - /);
  });

  it('[PROF-5] another patient can neither read, see the photos of, change nor remove a plan', async () => {
    const victim = await seedPatientWithSession(suite.db);
    const attacker = await seedPatientWithSession(suite.db);
    const id = await add(victim.headers);
    const before = await list(victim.headers);
    expect(await list(attacker.headers)).toEqual([]);
    for (const side of ['front', 'back'])
      expect(
        (await call('GET', `/v1/patient/insurance/${id}/card/${side}`, attacker.headers)).statusCode,
      ).toBe(404);
    expect(
      (await call('PATCH', `/v1/patient/insurance/${id}`, attacker.headers, { ...plan, front_image: null }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/patient/insurance/${id}`, attacker.headers)).statusCode).toBe(404);
    expect((await call('GET', `/v1/patient/insurance/${id}/card/front`, {})).statusCode).toBe(401);
    expect(await list(victim.headers)).toEqual(before);
    const refusals = await suite.db
      .selectFrom('audit_log')
      .select(['outcome', 'error_code'])
      .where('patient_id', '=', attacker.patient.id)
      .where('resource', '=', 'profile.insurance')
      .where('error_code', '=', 'NOT_FOUND')
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(4);
  });

  it('[PROF-5] audits what changed without member ids, names or photos, and logs none of them', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const id = await add(headers);
    await call('PATCH', `/v1/patient/insurance/${id}`, headers, {
      ...plan,
      subscriber_relationship: 'spouse',
      back_image: null,
    });
    const rows = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('patient_id', '=', patient.id)
      .where('resource', '=', 'profile.insurance')
      .orderBy('id')
      .execute();
    const update = rows.find((r) => r.action === 'update');
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'subscriber_relationship', before: 'self', after: 'spouse' },
        { field: 'has_back_image', before: true, after: false },
      ]),
    );
    const text = JSON.stringify(rows) + log.text();
    for (const secret of [
      plan.member_id,
      plan.payer,
      plan.subscriber_name,
      PNG.slice(0, 24),
      JPEG.slice(0, 12),
    ])
      expect(text).not.toContain(secret);
  });
});
