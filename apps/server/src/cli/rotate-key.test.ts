import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { encryptSecret } from '../lib/encryption.js';
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
