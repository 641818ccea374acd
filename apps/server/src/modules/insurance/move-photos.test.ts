import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { encryptSecret } from '../../lib/encryption.js';
import { createBlobStore } from '../../providers/blobs/index.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, requester, seedPatientWithSession } from '../../test/helpers.js';
import { moveCardPhotosOutOfRows } from './move-photos.js';

const KEY = testConfig().encryptionKey;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
/** How the release before migration 0038 kept a photo: base64, encrypted, bound to its row and side. */
const inRow = (bytes: Buffer, id: string, side: 'front' | 'back') =>
  encryptSecret(bytes.toString('base64'), KEY, `patient_insurance.${side}_image:${id}`);
const plan = {
  payer: 'Blue Harbor Health',
  member_id: 'BHH-99817730',
  group_number: null,
  subscriber_name: 'Jordan Lee',
  subscriber_relationship: 'self' as const,
};

describe.each(testDatabases())('moving card photos out of rows on $name', (database) => {
  const dir = mkdtempSync(join(tmpdir(), 'move-photos-'));
  const suite = appPerSuite(database, { blobs: { kind: 'directory', dir } });
  const call = requester(suite);
  const blobs = createBlobStore({ kind: 'directory', dir }, KEY);
  const move = () => moveCardPhotosOutOfRows({ db: suite.db, blobs, encryptionKey: KEY, warn: () => {} });
  const files = (patientId: string) => {
    const under = join(dir, 'insurance', patientId);
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
        ...plan,
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
    const id = await oldPlan(patient.id, PNG, JPEG);
    const before = await card(headers, id, 'front');
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(PNG)).toBe(true);

    // Two instances starting together: each photo ends up stored once, with no copy left behind.
    const runs = await Promise.all([move(), move()]);
    expect(runs.reduce((n, r) => n + r.moved, 0)).toBe(2);
    const moved = await row(id);
    expect(moved).toMatchObject({ front_image: null, back_image: null, front_size: PNG.length });
    expect(files(patient.id).sort()).toEqual(
      [moved.front_blob_key, moved.back_blob_key].map((k) => k!.split('/').slice(2).join('/')).sort(),
    );
    expect((await card(headers, id, 'front')).rawPayload.equals(PNG)).toBe(true);
    const back = await card(headers, id, 'back');
    expect([back.headers['content-type'], back.rawPayload.equals(JPEG)]).toEqual(['image/jpeg', true]);
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
      group_number: '',
      front_image: { file_name: 'f.png', content_type: 'image/png', data_base64: PNG.toString('base64') },
      back_image: { file_name: 'b.jpg', content_type: 'image/jpeg', data_base64: JPEG.toString('base64') },
    });
    const ours = await row(id);
    // The previous release puts a new front in the row, and removes the back, knowing nothing of the store.
    await suite.db
      .updateTable('patient_insurance')
      .set({
        front_image: inRow(JPEG, id, 'front'),
        front_type: 'image/jpeg',
        back_image: null,
        back_type: null,
      })
      .where('id', '=', id)
      .execute();
    expect((await card(headers, id, 'front')).rawPayload.equals(JPEG)).toBe(true);
    expect((await card(headers, id, 'back')).statusCode).toBe(404);

    expect(await move()).toMatchObject({ moved: 1, forgotten: 1 });
    const after = await row(id);
    expect(after).toMatchObject({ front_image: null, back_blob_key: null, back_digest: null });
    expect(after.front_blob_key).not.toBe(ours.front_blob_key);
    expect(files(patient.id)).toEqual([after.front_blob_key!.split('/').slice(2).join('/')]);
    expect((await card(headers, id, 'front')).rawPayload.equals(JPEG)).toBe(true);
  });

  it('leaves a photo that does not decrypt where it is, and moves the others', async () => {
    const { patient } = await seedPatientWithSession(suite.db);
    const broken = await oldPlan(patient.id, PNG, null);
    await suite.db
      .updateTable('patient_insurance')
      .set({ front_image: inRow(PNG, randomUUID(), 'front') })
      .where('id', '=', broken)
      .execute();
    const fine = await oldPlan(patient.id, PNG, null);
    expect(await move()).toMatchObject({ moved: 1, unreadable: 1 });
    expect((await row(broken)).front_image).not.toBeNull();
    expect((await row(fine)).front_image).toBeNull();
  });
});
