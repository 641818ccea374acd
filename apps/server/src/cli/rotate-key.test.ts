import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { resealCardPhotos } from '../db/reseal-blobs.js';
import { bytesKeyId, encryptionKeyId, encryptSecret } from '../lib/encryption.js';
import { rawBlobStore, type BlobConfig } from '../providers/blobs/index.js';
import { requester, seedPatientWithSession, testApp } from '../test/helpers.js';
import { hashPassword } from '../lib/secrets.js';
import { totpSeedContext as seedContext } from '../lib/encrypted-columns.js';

const run = promisify(execFile);
const rotateKey = (env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'rotate-key.ts')], {
    env: { ...process.env, DATABASE_URL: '', PORTAL_ENCRYPTION_PREVIOUS_KEYS: '', ...env },
  });

describe('npm run rotate-key (the command an operator runs)', () => {
  it('re-encrypts the embedded database under the new key and says the old one can go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-rotate-'));
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const db = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      await migrateToLatest(db);
      const patient = randomUUID();
      await db
        .insertInto('patients')
        .values({
          id: patient,
          brand: 'carebridge',
          email: 'rotate@example.com',
          first_name: 'Jordan',
          last_name: 'Lee',
          phone: '617-555-0199',
          date_of_birth: '1980-05-17',
          language: 'en',
          password_hash: await hashPassword('Correct-Horse-9!'),
        })
        .execute();
      const id = randomUUID();
      await db
        .insertInto('totp_authenticators')
        .values({
          id,
          patient_id: patient,
          label: 'phone',
          secret: encryptSecret('seed', oldKey, seedContext(id)),
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const keys = { PORTAL_DATA_DIR: dataDir, PORTAL_ENCRYPTION_KEY: newKey.toString('base64') };

    const first = await rotateKey({ ...keys, PORTAL_ENCRYPTION_PREVIOUS_KEYS: oldKey.toString('base64') });
    expect(first.stdout).toContain('totp_authenticators.secret: 1 re-encrypted');
    expect(first.stdout).toContain('PORTAL_ENCRYPTION_PREVIOUS_KEYS can be removed');
  }, 120_000);

  it('re-seals card photos under the new key: served during the rotation and after it with the new key alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-rotate-'));
    const blobs: BlobConfig = { kind: 'directory', dir: join(dataDir, 'blobs') };
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const photo = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(256)]);
    /** The patient's card photo as an app under `keys` serves it. */
    const served = async (keys: { encryptionKey: Buffer; encryptionPreviousKeys: Buffer[] }) => {
      const db = await createDatabase({ dataDir: join(dataDir, 'pglite') });
      const { app } = await testApp(db, { ...keys, blobs });
      try {
        const answer = await requester({ app })('GET', `/v1/patient/insurance/${planId}/card/front`, headers);
        return { status: answer.statusCode, bytes: answer.rawPayload };
      } finally {
        await app.close();
        await db.destroy();
      }
    };

    let planId = '';
    let headers: Record<string, string> = {};
    let objectKey = '';
    const db = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      await migrateToLatest(db);
      const config = testConfig({ encryptionKey: oldKey, blobs });
      ({ headers } = await seedPatientWithSession(db, config));
      const { app } = await testApp(db, config);
      const added = await requester({ app })('POST', '/v1/patient/insurance', headers, {
        payer: 'Blue Harbor Health',
        member_id: 'BHH-1',
        subscriber_name: 'Jordan Lee',
        subscriber_relationship: 'self',
        front_image: { file_name: 'f.png', content_type: 'image/png', data_base64: photo.toString('base64') },
      });
      await app.close();
      expect(added.statusCode).toBe(201);
      planId = added.json().content.id;
      const row = await db
        .selectFrom('patient_insurance')
        .select('front_blob_key')
        .where('id', '=', planId)
        .executeTakeFirstOrThrow();
      objectKey = row.front_blob_key!;
    } finally {
      await db.destroy();
    }
    const kidOf = async () => bytesKeyId((await rawBlobStore(blobs).get(objectKey))!);
    expect(await kidOf()).toBe(encryptionKeyId(oldKey));

    const during = await served({ encryptionKey: newKey, encryptionPreviousKeys: [oldKey] });
    expect(during.status).toBe(200);
    expect(during.bytes.equals(photo)).toBe(true);

    const rotated = await rotateKey({
      PORTAL_DATA_DIR: dataDir,
      PORTAL_ENCRYPTION_KEY: newKey.toString('base64'),
      PORTAL_ENCRYPTION_PREVIOUS_KEYS: oldKey.toString('base64'),
    });
    expect(rotated.stdout).toContain('1 re-sealed, 0 already under the current key');
    expect(rotated.stdout).toContain('PORTAL_ENCRYPTION_PREVIOUS_KEYS can be removed');
    expect(await kidOf()).toBe(encryptionKeyId(newKey));

    const after = await served({ encryptionKey: newKey, encryptionPreviousKeys: [] });
    expect(after.status).toBe(200);
    expect(after.bytes.equals(photo)).toBe(true);

    // A second run reads the header only and re-seals nothing.
    const again = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const keys = { encryptionKey: newKey, encryptionPreviousKeys: [oldKey] };
      expect(await resealCardPhotos(again, rawBlobStore(blobs), keys)).toEqual({
        resealed: 0,
        current: 1,
        missing: [],
        failed: [],
      });
    } finally {
      await again.destroy();
    }
  }, 120_000);

  it('names the row and the key id of a photo no configured key opens, and leaves it as it was', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-rotate-'));
    const blobs: BlobConfig = { kind: 'directory', dir: join(dataDir, 'blobs') };
    const [lostKey, newKey] = [randomBytes(32), randomBytes(32)];
    const db = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      await migrateToLatest(db);
      const config = testConfig({ encryptionKey: lostKey, blobs });
      const { headers } = await seedPatientWithSession(db, config);
      const { app } = await testApp(db, config);
      const added = await requester({ app })('POST', '/v1/patient/insurance', headers, {
        payer: 'Blue Harbor Health',
        member_id: 'BHH-2',
        subscriber_name: 'Jordan Lee',
        subscriber_relationship: 'self',
        front_image: {
          file_name: 'f.png',
          content_type: 'image/png',
          data_base64: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]).toString(
            'base64',
          ),
        },
      });
      await app.close();
      expect(added.statusCode).toBe(201);
      const keys = { encryptionKey: newKey, encryptionPreviousKeys: [] };
      const rotation = await resealCardPhotos(db, rawBlobStore(blobs), keys);
      expect(rotation).toMatchObject({ resealed: 0, current: 0 });
      expect(rotation.failed).toEqual([
        {
          id: added.json().content.id,
          side: 'front',
          reason: expect.stringMatching(
            new RegExp(`^the bytes were encrypted under key ${encryptionKeyId(lostKey)}`),
          ),
        },
      ]);
      const { front_blob_key } = await db
        .selectFrom('patient_insurance')
        .select('front_blob_key')
        .executeTakeFirstOrThrow();
      expect(bytesKeyId((await rawBlobStore(blobs).get(front_blob_key!))!)).toBe(encryptionKeyId(lostKey));
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses a previous key that is not a key, naming the setting', async () => {
    const refused = rotateKey({
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-rotate-')),
      PORTAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PORTAL_ENCRYPTION_PREVIOUS_KEYS: 'not-a-key',
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'PORTAL_ENCRYPTION_PREVIOUS_KEYS: each must be 32 bytes, base64-encoded',
      ),
    });
  }, 60_000);
});
