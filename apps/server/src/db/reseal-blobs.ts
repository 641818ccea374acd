import { CARD_SIDES } from '@portal/contract';
import { DecryptionError, type EncryptionKeys } from '../lib/encryption.js';
import { resealObject, type BlobStore } from '../providers/blobs/index.js';
import type { Db } from './database.js';

export interface BlobRotation {
  resealed: number;
  /** Objects already under the current key (a run after a finished one finds only these). */
  current: number;
  /** References to objects the store does not hold: nothing to re-seal, reported so an operator can look. */
  missing: Array<{ id: string; side: string }>;
  /** Objects that did not open with any configured key: left as they are, named by row id and key id only. */
  failed: Array<{ id: string; side: string; reason: string }>;
}

/** Rows read per query: each holds up to two photo references, each a few MiB to read and write. */
const BATCH = 50;

/**
 * Re-seals under the current key every card photo object the rows of patient_insurance point at, keeping its
 * name (src/providers/blobs/sealed.ts). `store` is the raw store, holding ciphertext as it is. One pass in id
 * order; objects already under the current key are only read for their header, so a run stopped at any point is
 * taken up by the next, and a second run re-seals nothing. A photo replaced meanwhile is a new object under the
 * current key already.
 */
export async function resealCardPhotos(
  db: Db,
  store: BlobStore,
  keys: EncryptionKeys,
): Promise<BlobRotation> {
  const result: BlobRotation = { resealed: 0, current: 0, missing: [], failed: [] };
  let after: string | undefined;
  for (;;) {
    let query = db
      .selectFrom('patient_insurance')
      .select(['id', 'front_blob_key', 'back_blob_key'])
      .where((eb) => eb.or([eb('front_blob_key', 'is not', null), eb('back_blob_key', 'is not', null)]))
      .orderBy('id')
      .limit(BATCH);
    if (after !== undefined) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const row of rows) {
      for (const side of CARD_SIDES) {
        const key = row[`${side}_blob_key`];
        if (!key) continue;
        try {
          const outcome = await resealObject(store, key, keys);
          if (outcome === 'missing') result.missing.push({ id: row.id, side });
          else result[outcome] += 1;
        } catch (error) {
          if (!(error instanceof DecryptionError)) throw error;
          result.failed.push({ id: row.id, side, reason: error.message });
        }
      }
    }
    if (rows.length < BATCH) return result;
    after = rows.at(-1)!.id;
  }
}
