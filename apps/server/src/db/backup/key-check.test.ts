import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENCRYPTED_COLUMNS } from '../../lib/encrypted-columns.js';
import { encryptBytes, encryptSecret } from '../../lib/encryption.js';
import { checkKey, keyRefusal, sampleOf } from './key-check.js';

const KEY = randomBytes(32);
const OTHER = randomBytes(32);
const [seed, front] = ENCRYPTED_COLUMNS;
const sealed = (key: Buffer, column = seed!, id = 'row-1', text = 'JBSWY3DPEHPK3PXP') =>
  sampleOf(column, id, encryptSecret(text, key, column.context(id)));
/** A value copied onto another row: it was sealed for row-1, the backup has it on row-2. */
const moved = { ...sealed(KEY), context: seed!.context('row-2') };
/** A blob store object, as a backup's blob part holds it. */
const object = (key: Buffer) => ({
  where: 'the blob store (card photos)',
  context: 'blob:insurance/p/plan/front/1',
  stored: encryptBytes(Buffer.from('photo'), key, 'blob:insurance/p/plan/front/1'),
});

describe('whether a restore’s key opens the backup’s secrets', () => {
  it.each([
    ['the key the values were sealed with', [sealed(KEY), sealed(KEY, front, 'plan-1')], 2, []],
    ['no encrypted values at all', [], 0, []],
    [
      'another key',
      [sealed(OTHER), sealed(OTHER, front, 'plan-1')],
      2,
      [
        { where: 'patient_insurance.front_image', failed: 1, tried: 1 },
        { where: 'totp_authenticators.secret', failed: 1, tried: 1 },
      ],
    ],
    ['a blob object sealed with the key', [object(KEY), sealed(KEY)], 2, []],
    [
      'a blob object sealed with another key',
      [object(OTHER), sealed(KEY)],
      2,
      [{ where: 'the blob store (card photos)', failed: 1, tried: 1 }],
    ],
    [
      'one value of several that does not open',
      [sealed(KEY), sealed(KEY, seed, 'row-2'), sealed(OTHER, seed, 'row-3')],
      3,
      [{ where: 'totp_authenticators.secret', failed: 1, tried: 3 }],
    ],
    [
      'a value moved to another row',
      [moved],
      1,
      [{ where: 'totp_authenticators.secret', failed: 1, tried: 1 }],
    ],
  ])('%s', (_case, samples, tried, failed) => {
    expect(checkKey(samples, KEY)).toEqual({ tried, failed });
  });

  it('names the key’s source and each column that fails, and says nothing changed', () => {
    const refusal = keyRefusal(
      checkKey([sealed(OTHER), sealed(KEY, seed, 'row-2')], KEY),
      'PORTAL_ENCRYPTION_KEY_FILE /run/keys/portal',
    );
    expect(refusal).toBe(
      "the backup's encrypted values do not open with this encryption key (PORTAL_ENCRYPTION_KEY_FILE " +
        '/run/keys/portal): totp_authenticators.secret 1 of 2 sampled values fail. Restore with the ' +
        'PORTAL_ENCRYPTION_KEY the backup was taken under (kept apart from the backup, see "Backups and restore" ' +
        'in apps/server/README.md). Nothing was changed.',
    );
    expect(keyRefusal(checkKey([sealed(KEY)], KEY), 'PORTAL_ENCRYPTION_KEY')).toBeUndefined();
  });
});
