import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MAX_CARD_IMAGE_BYTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { encryptSecret } from '../../lib/encryption.js';
import { createBlobStore } from '../../providers/blobs/index.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, requester, captureLog, seedPatientWithSession } from '../../test/helpers.js';
import { moveCardPhotosOutOfRows } from './move-photos.js';

type Headers = Record<string, string>;

/** A 1×1 PNG and the first bytes of a JPEG: real image signatures, told apart by their bytes. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString(
  'base64',
);
const PNG_BYTES = Buffer.from(PNG, 'base64');
const JPEG_BYTES = Buffer.from(JPEG, 'base64');
const png = { file_name: 'front.png', content_type: 'image/png', data_base64: PNG };
const jpeg = { file_name: 'back.jpg', content_type: 'image/jpeg', data_base64: JPEG };
const plan = {
  payer: 'Blue Harbor Health',
  member_id: 'BHH-99817730',
  group_number: 'G-4410',
  subscriber_name: 'Jordan Lee',
  subscriber_relationship: 'self',
};

/** How the release before migration 0038 kept a photo: base64, encrypted, bound to its row and side. */
const KEY = testConfig().encryptionKey;
const inRow = (bytes: Buffer, id: string, side: 'front' | 'back') =>
  encryptSecret(bytes.toString('base64'), KEY, `patient_insurance.${side}_image:${id}`);
const oldFields = { ...plan, group_number: null, subscriber_relationship: 'self' as const };

const log = captureLog();

describe.each(testDatabases())('insurance on $name', (database) => {
  const blobDir = mkdtempSync(join(tmpdir(), 'insurance-blobs-'));
  const suite = appPerSuite(
    database,
    { logLevel: 'trace', blobs: { kind: 'directory', dir: blobDir } },
    { logStream: log.stream },
  );
  /** The files of a plan's photos in the store: `<side>/<id>` under `insurance/<patient>/<plan>/`. */
  const photoFiles = (patientId: string, planId: string) => {
    const dir = join(blobDir, 'insurance', patientId, planId);
    try {
      return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
        statSync(join(dir, f)).isFile(),
      );
    } catch {
      return [];
    }
  };
  const fileOf = (key: string) => join(blobDir, ...key.split('/'));
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

  it('[PROF-5] keeps the photos out of the database, encrypted in the store, bound to their plan and side', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const id = await add(headers);
    const [row] = await stored(patient.id);
    expect(row).toMatchObject({
      front_image: null,
      back_image: null,
      front_type: 'image/png',
      front_size: Buffer.from(PNG, 'base64').length,
      back_size: Buffer.from(JPEG, 'base64').length,
    });
    expect(row!.front_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.front_blob_key).toMatch(new RegExp(`^insurance/${patient.id}/${id}/front/[0-9a-f-]{36}$`));
    expect(photoFiles(patient.id, id)).toHaveLength(2);
    const file = readFileSync(fileOf(row!.front_blob_key!));
    expect(file.includes(Buffer.from(PNG, 'base64').subarray(0, 16))).toBe(false);
    // The back's file put where the front's is does not decrypt there: the photo is refused, never mixed up.
    renameSync(fileOf(row!.back_blob_key!), fileOf(row!.front_blob_key!));
    expect((await call('GET', `/v1/patient/insurance/${id}/card/front`, headers)).statusCode).toBe(500);
  });

  it('[PROF-5] deletes a photo from the store when it is replaced or removed, and both with the plan', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const id = await add(headers);
    const [first] = await stored(patient.id);
    await call('PATCH', `/v1/patient/insurance/${id}`, headers, { ...plan, front_image: jpeg });
    const [second] = await stored(patient.id);
    expect(second!.front_blob_key).not.toBe(first!.front_blob_key);
    expect(second!.back_blob_key).toBe(first!.back_blob_key);
    expect(photoFiles(patient.id, id).sort()).toEqual(
      [second!.front_blob_key, second!.back_blob_key].map((k) => k!.split('/').slice(3).join('/')).sort(),
    );
    await call('PATCH', `/v1/patient/insurance/${id}`, headers, { ...plan, back_image: null });
    expect(photoFiles(patient.id, id)).toEqual([second!.front_blob_key!.split('/').slice(3).join('/')]);
    expect((await call('DELETE', `/v1/patient/insurance/${id}`, headers)).statusCode).toBe(200);
    expect(photoFiles(patient.id, id)).toEqual([]);
    expect(existsSync(join(blobDir, 'insurance', patient.id))).toBe(false);
  });

  it('[PROF-5] keeps no photo in the store when the plan is refused', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    for (let i = 0; i < 5; i += 1) await add(headers, plan);
    const sixth = await call('POST', '/v1/patient/insurance', headers, { ...plan, front_image: png });
    expect(sixth.statusCode).toBe(409);
    const bad = await call('POST', '/v1/patient/insurance', headers, {
      ...plan,
      front_image: png,
      back_image: { ...jpeg, content_type: 'image/png' },
    });
    expect(bad.statusCode).toBe(400);
    expect(existsSync(join(blobDir, 'insurance', patient.id))).toBe(false);
  });

  it('[PROF-5] refuses, and audits, a reference to another patient’s photo on an attacker’s own plan', async () => {
    const victim = await seedPatientWithSession(suite.db);
    const attacker = await seedPatientWithSession(suite.db);
    const victimPlan = await add(victim.headers);
    const attackerPlan = await add(attacker.headers, plan);
    const [victimRow] = await stored(victim.patient.id);
    // Whatever way a victim's reference reached the attacker's row, the object is not the attacker's to read.
    await suite.db
      .updateTable('patient_insurance')
      .set({
        front_type: victimRow!.front_type,
        front_blob_key: victimRow!.front_blob_key,
        front_size: victimRow!.front_size,
        front_digest: victimRow!.front_digest,
      })
      .where('id', '=', attackerPlan)
      .execute();
    const stolen = await call('GET', `/v1/patient/insurance/${attackerPlan}/card/front`, attacker.headers);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.rawPayload.includes(Buffer.from(PNG, 'base64'))).toBe(false);
    // A blob key where a plan id goes is refused before any lookup (no route has its slashes, no plan id is that
    // long or shaped); its object id names no plan.
    const key = victimRow!.front_blob_key!;
    const byKey = await call(
      'GET',
      `/v1/patient/insurance/${encodeURIComponent(key)}/card/front`,
      attacker.headers,
    );
    expect([400, 404, 414]).toContain(byKey.statusCode);
    expect(byKey.rawPayload.includes(Buffer.from(PNG, 'base64'))).toBe(false);
    const objectId = key.split('/').at(-1)!;
    const byObject = await call('GET', `/v1/patient/insurance/${objectId}/card/front`, attacker.headers);
    expect(byObject.statusCode).toBe(404);
    const byPlan = await call('GET', `/v1/patient/insurance/${victimPlan}/card/front`, attacker.headers);
    expect(byPlan.statusCode).toBe(404);
    const refusals = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code'])
      .where('patient_id', '=', attacker.patient.id)
      .where('resource', '=', 'profile.insurance')
      .where('action', '=', 'download')
      .execute();
    expect(refusals).toHaveLength(3);
    expect(refusals.map((r) => [r.outcome, r.error_code])).toEqual(Array(3).fill(['refused', 'NOT_FOUND']));
    // The victim still reads their own.
    expect(
      (await call('GET', `/v1/patient/insurance/${victimPlan}/card/front`, victim.headers)).statusCode,
    ).toBe(200);
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

  describe('with photos kept in rows before migration 0038', () => {
    const blobs = createBlobStore(
      { kind: 'directory', dir: blobDir },
      { encryptionKey: KEY, encryptionPreviousKeys: [] },
    );
    const move = () =>
      moveCardPhotosOutOfRows({
        db: suite.db,
        blobs,
        encryptionKey: KEY,
        encryptionPreviousKeys: [],
        warn: () => {},
      });
    const files = (patientId: string) => {
      const under = join(blobDir, 'insurance', patientId);
      try {
        return readdirSync(under, { recursive: true, encoding: 'utf8' }).filter((f) =>
          statSync(join(under, f)).isFile(),
        );
      } catch {
        return [];
      }
    };
    /** A plan as the previous release wrote it: photos in the row. */
    const oldPlan = async (patientId: string, front: Buffer | null, back: Buffer | null) => {
      const id = randomUUID();
      await suite.db
        .insertInto('patient_insurance')
        .values({
          id,
          patient_id: patientId,
          ...oldFields,
          front_image: front && inRow(front, id, 'front'),
          front_type: front && 'image/png',
          back_image: back && inRow(back, id, 'back'),
          back_type: back && 'image/jpeg',
        })
        .execute();
      return id;
    };
    const row = async (id: string) =>
      suite.db.selectFrom('patient_insurance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const card = (headers: Record<string, string>, id: string, side: string) =>
      call('GET', `/v1/patient/insurance/${id}/card/${side}`, headers);

    it('[PROF-5] serves a photo still in its row, then moves it to the store once, whoever runs the move', async () => {
      const { headers, patient } = await seedPatientWithSession(suite.db);
      const id = await oldPlan(patient.id, PNG_BYTES, JPEG_BYTES);
      const before = await card(headers, id, 'front');
      expect(before.statusCode).toBe(200);
      expect(before.rawPayload.equals(PNG_BYTES)).toBe(true);

      // Two instances starting together: each photo ends up stored once, with no copy left behind.
      const runs = await Promise.all([move(), move()]);
      expect(runs.reduce((n, r) => n + r.moved, 0)).toBe(2);
      const moved = await row(id);
      expect(moved).toMatchObject({ front_image: null, back_image: null, front_size: PNG_BYTES.length });
      expect(files(patient.id).sort()).toEqual(
        [moved.front_blob_key, moved.back_blob_key].map((k) => k!.split('/').slice(2).join('/')).sort(),
      );
      expect((await card(headers, id, 'front')).rawPayload.equals(PNG_BYTES)).toBe(true);
      const back = await card(headers, id, 'back');
      expect([back.headers['content-type'], back.rawPayload.equals(JPEG_BYTES)]).toEqual([
        'image/jpeg',
        true,
      ]);
      const list = await call('GET', '/v1/patient/insurance', headers);
      expect(list.json().content.insurance).toMatchObject([
        { id, has_front_image: true, has_back_image: true },
      ]);
      expect(await move()).toMatchObject({ moved: 0 });
    });

    it('[PROF-5] follows what the previous release did during a roll: a replaced photo and a removed one', async () => {
      const { headers, patient } = await seedPatientWithSession(suite.db);
      const id = await oldPlan(patient.id, null, null);
      await call('PATCH', `/v1/patient/insurance/${id}`, headers, {
        ...plan,
        front_image: png,
        back_image: jpeg,
      });
      const ours = await row(id);
      // The previous release puts a new front in the row, and removes the back, knowing nothing of the store.
      await suite.db
        .updateTable('patient_insurance')
        .set({
          front_image: inRow(JPEG_BYTES, id, 'front'),
          front_type: 'image/jpeg',
          back_image: null,
          back_type: null,
        })
        .where('id', '=', id)
        .execute();
      expect((await card(headers, id, 'front')).rawPayload.equals(JPEG_BYTES)).toBe(true);
      expect((await card(headers, id, 'back')).statusCode).toBe(404);

      expect(await move()).toMatchObject({ moved: 1, forgotten: 1 });
      const after = await row(id);
      expect(after).toMatchObject({ front_image: null, back_blob_key: null, back_digest: null });
      expect(after.front_blob_key).not.toBe(ours.front_blob_key);
      expect(files(patient.id)).toEqual([after.front_blob_key!.split('/').slice(2).join('/')]);
      expect((await card(headers, id, 'front')).rawPayload.equals(JPEG_BYTES)).toBe(true);
    });

    it('leaves a photo that does not decrypt where it is, and moves the others', async () => {
      const { patient } = await seedPatientWithSession(suite.db);
      const broken = await oldPlan(patient.id, PNG_BYTES, null);
      await suite.db
        .updateTable('patient_insurance')
        .set({ front_image: inRow(PNG_BYTES, randomUUID(), 'front') })
        .where('id', '=', broken)
        .execute();
      const fine = await oldPlan(patient.id, PNG_BYTES, null);
      expect(await move()).toMatchObject({ moved: 1, unreadable: 1 });
      expect((await row(broken)).front_image).not.toBeNull();
      expect((await row(fine)).front_image).toBeNull();
    });
  });
});
