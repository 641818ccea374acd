import { randomBytes, randomUUID } from 'node:crypto';
import { CARD_SIDES } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptSecret, encryptionKeyId, encryptSecret, type EncryptionKeys } from '../lib/encryption.js';
import { cardImageContext as cardContext, totpSeedContext as seedContext } from '../lib/encrypted-columns.js';
import { testDatabases } from '../test/databases.js';
import { seedPatientWithSession, testApp } from '../test/helpers.js';
import type { Db } from './database.js';
import { ENCRYPTED_COLUMNS } from '../lib/encrypted-columns.js';
import { notUnderCurrentKey, reencryptColumn, type ColumnRotation } from './reencrypt.js';

const OLD = randomBytes(32);
const NEW = randomBytes(32);
const rotating: EncryptionKeys = { encryptionKey: NEW, encryptionPreviousKeys: [OLD] };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The same value in the form before key ids (`v1.<iv>.<ciphertext>.<tag>`): the key id is not authenticated. */
const asV1 = (stored: string) => ['v1', ...stored.split('.').slice(2)].join('.');

const rotateAll = async (db: Db, keys: EncryptionKeys): Promise<ColumnRotation[]> => {
  const done: ColumnRotation[] = [];
  for (const column of ENCRYPTED_COLUMNS) done.push(await reencryptColumn(db, column, keys));
  return done;
};
const left = async (db: Db, keys: EncryptionKeys) => {
  let count = 0;
  for (const column of ENCRYPTED_COLUMNS) count += await notUnderCurrentKey(db, column, keys);
  return count;
};

describe.each(testDatabases())('npm run rotate-key on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(() => database.close(db));
  beforeEach(async () => {
    await db.deleteFrom('totp_authenticators').execute();
    await db.deleteFrom('patient_insurance').execute();
  });

  /** A patient with an authenticator app and an insured card (both sides), every value under `key`. */
  async function seedSecrets(key: Buffer) {
    const seeded = await seedPatientWithSession(db);
    const app = { id: randomUUID(), seed: randomBytes(20).toString('hex') };
    await db
      .insertInto('totp_authenticators')
      .values({
        id: app.id,
        patient_id: seeded.patient.id,
        label: 'phone',
        secret: encryptSecret(app.seed, key, seedContext(app.id)),
        confirmed_at: new Date(),
      })
      .execute();
    const plan = randomUUID();
    const photo = (side: (typeof CARD_SIDES)[number]) =>
      encryptSecret(PNG.toString('base64'), key, cardContext(plan, side));
    await db
      .insertInto('patient_insurance')
      .values({
        id: plan,
        patient_id: seeded.patient.id,
        payer: 'Blue Harbor Health',
        member_id: 'BHH-1',
        subscriber_name: 'Jordan Lee',
        subscriber_relationship: 'self',
        front_image: photo('front'),
        front_type: 'image/png',
        back_image: photo('back'),
        back_type: 'image/png',
      })
      .execute();
    return { ...seeded, app, plan };
  }

  it('[AUTH-6] re-encrypts every encrypted column under the new key; then the old key can go and everything still opens', async () => {
    const { headers, app, plan } = await seedSecrets(OLD);
    // One value still in the form before key ids, as every database made before them holds.
    const legacy = { id: randomUUID(), seed: 'JBSWY3DPEHPK3PXP' };
    await db
      .insertInto('totp_authenticators')
      .values({
        id: legacy.id,
        patient_id: (await db.selectFrom('patients').select('id').executeTakeFirstOrThrow()).id,
        label: 'old phone',
        secret: asV1(encryptSecret(legacy.seed, OLD, seedContext(legacy.id))),
      })
      .execute();
    const newKeyOnly = await testApp(db, { encryptionKey: NEW, encryptionPreviousKeys: [] });
    const card = (side: string) =>
      newKeyOnly.app.inject({ method: 'GET', url: `/v1/patient/insurance/${plan}/card/${side}`, headers });
    try {
      // Without the old key the photos do not open: the rotation is what makes removing it safe.
      expect((await card('front')).statusCode).toBe(500);

      const done = await rotateAll(db, rotating);
      expect(done.map((c) => [c.name, c.reencrypted, c.failed])).toEqual([
        ['totp_authenticators.secret', 2, []],
        ['patient_insurance.front_image', 1, []],
        ['patient_insurance.back_image', 1, []],
      ]);
      expect(await left(db, rotating)).toBe(0);
      // A second run finds nothing to do.
      expect((await rotateAll(db, rotating)).map((c) => c.reencrypted)).toEqual([0, 0, 0]);

      const newOnly = { encryptionKey: NEW, encryptionPreviousKeys: [] };
      const seeds = await db
        .selectFrom('totp_authenticators')
        .select(['id', 'secret'])
        .orderBy('id')
        .execute();
      for (const row of seeds) expect(row.secret.startsWith(`v2.${encryptionKeyId(NEW)}.`)).toBe(true);
      const seedOf = (id: string) =>
        decryptSecret(seeds.find((r) => r.id === id)!.secret, newOnly, seedContext(id));
      expect([seedOf(app.id), seedOf(legacy.id)]).toEqual([app.seed, legacy.seed]);
      for (const side of CARD_SIDES) {
        const answer = await card(side);
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(PNG)).toBe(true);
      }
    } finally {
      await newKeyOnly.app.close();
    }
  });

  it('stopped part-way, a new run re-encrypts only what is left', async () => {
    for (let i = 0; i < 3; i += 1) await seedSecrets(OLD);
    const [seeds] = ENCRYPTED_COLUMNS;
    const oneAtATime = { ...seeds!, batchSize: 1 };
    const stopped = reencryptColumn(db, oneAtATime, rotating, (done) => {
      if (done === 1) throw new Error('killed');
    });
    await expect(stopped).rejects.toThrow('killed');
    expect(await notUnderCurrentKey(db, seeds!, rotating)).toBe(2);
    expect((await reencryptColumn(db, oneAtATime, rotating)).reencrypted).toBe(2);
    expect(await notUnderCurrentKey(db, seeds!, rotating)).toBe(0);
  });

  it('leaves a value under a key that is not configured as it is, naming its row and the key, and does the rest', async () => {
    const stranger = randomBytes(32);
    const { app } = await seedSecrets(stranger);
    await seedSecrets(OLD);
    const [seeds] = await rotateAll(db, rotating);
    expect(seeds!.reencrypted).toBe(1);
    expect(seeds!.failed).toEqual([
      {
        id: app.id,
        reason: `the secret was encrypted under key ${encryptionKeyId(stranger)}, which is neither PORTAL_ENCRYPTION_KEY nor one of PORTAL_ENCRYPTION_PREVIOUS_KEYS`,
      },
    ]);
    // Its seed, its card's photos: three values still need the missing key.
    expect(await left(db, rotating)).toBe(3);
  });
});
