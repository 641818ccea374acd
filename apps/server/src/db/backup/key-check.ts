import { ENCRYPTED_COLUMNS, type EncryptedColumn } from '../../lib/encrypted-columns.js';
import { decryptBytes, decryptSecret, DecryptionError } from '../../lib/encryption.js';

/** How many values of each encrypted column a restore tries to open: enough to tell a wrong key, cheap to run. */
export const SAMPLES_PER_COLUMN = 20;

/** One encrypted value of a backup, and what it is bound to. */
export interface EncryptedSample {
  /** `table.column`, or the blob store */
  where: string;
  context: string;
  /** A column's text (encryptSecret), or a blob object's bytes (encryptBytes). */
  stored: string | Buffer;
}

export const sampleOf = (column: EncryptedColumn, rowId: string, stored: string): EncryptedSample => ({
  where: `${column.table}.${column.column}`,
  context: column.context(rowId),
  stored,
});

/** The columns of `table` that hold encrypted values. */
export const encryptedColumnsOf = (table: string) => ENCRYPTED_COLUMNS.filter((c) => c.table === table);

export interface KeyCheck {
  /** How many values were tried. */
  tried: number;
  /** Per column, the values that did not open: none when the key fits. */
  failed: Array<{ where: string; failed: number; tried: number }>;
}

/** Tries every sample with `key`. A value that opens with the key is the proof the key is the backup's. */
export function checkKey(samples: readonly EncryptedSample[], key: Buffer): KeyCheck {
  const byColumn = new Map<string, { failed: number; tried: number }>();
  for (const sample of samples) {
    const counts = byColumn.get(sample.where) ?? { failed: 0, tried: 0 };
    counts.tried += 1;
    try {
      const keys = { encryptionKey: key, encryptionPreviousKeys: [] };
      if (typeof sample.stored === 'string') decryptSecret(sample.stored, keys, sample.context);
      else decryptBytes(sample.stored, keys, sample.context);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      counts.failed += 1;
    }
    byColumn.set(sample.where, counts);
  }
  return {
    tried: samples.length,
    failed: [...byColumn]
      .filter(([, counts]) => counts.failed > 0)
      .map(([where, counts]) => ({ where, ...counts }))
      .sort((a, b) => a.where.localeCompare(b.where)),
  };
}

/**
 * The refusal when the key does not open the backup's secrets, naming the key's source and what failed; none
 * when it fits. One value that does not open is enough to refuse: a restore that loses some patients'
 * authenticators or card photos is not a restore.
 */
export function keyRefusal(check: KeyCheck, keySource: string): string | undefined {
  if (check.failed.length === 0) return undefined;
  const failures = check.failed.map((f) => `${f.where} ${f.failed} of ${f.tried}`).join(', ');
  return (
    `the backup's encrypted values do not open with this encryption key (${keySource}): ` +
    `${failures} sampled values fail. Restore with the PORTAL_ENCRYPTION_KEY the backup was taken under ` +
    '(kept apart from the backup, see "Backups and restore" in apps/server/README.md). Nothing was changed.'
  );
}
