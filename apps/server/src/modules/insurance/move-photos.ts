import { createHash } from 'node:crypto';
import { CARD_SIDES } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { DecryptionError, type EncryptionKeys } from '../../lib/encryption.js';
import { discardPhotos, photoInRowBytes, storePhoto, type PhotoStore } from './photos.js';
import * as q from './queries.js';

const BATCH = 50;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * [issue 27] Moves the card photos still kept in rows (before migration 0038, or written by the previous release
 * during a rolling deploy) into the blob store, and deletes the objects of photos the previous release removed.
 * Every instance runs it at start, in the background: reads fall back to a row's photo until it is moved, each
 * move is one conditional update (two instances moving one photo: one wins, the other deletes its copy), so it
 * is safe to run anywhere, any number of times. A crash between the object's write and the row's update leaves
 * an orphan object, never a row without its photo.
 */
export async function moveCardPhotosOutOfRows(
  deps: PhotoStore & EncryptionKeys & { db: Db },
): Promise<{ moved: number; unreadable: number; forgotten: number }> {
  let moved = 0;
  let unreadable = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const plans = await q.plansWithPhotosInRows(deps.db, after, BATCH);
    for (const { id } of plans) {
      for (const side of CARD_SIDES) {
        // A photo that does not decrypt with this key stays where it is (reading it answers 500 as before),
        // and does not stop the others from moving.
        const outcome = await moveOne(deps, id, side).catch((error: unknown) => {
          if (error instanceof DecryptionError) return 'unreadable' as const;
          throw error;
        });
        if (outcome === 'moved') moved += 1;
        if (outcome === 'unreadable') unreadable += 1;
      }
    }
    if (plans.length < BATCH) break;
    after = plans[plans.length - 1]!.id;
  }
  let forgotten = 0;
  for (const side of CARD_SIDES) {
    for (const { id, key } of await q.removedPhotoReferences(deps.db, side)) {
      if (!key || !(await q.forgetPhotoReference(deps.db, id, side, key))) continue;
      await discardPhotos(deps, [key]);
      forgotten += 1;
    }
  }
  return { moved, unreadable, forgotten };
}

async function moveOne(
  deps: PhotoStore & EncryptionKeys & { db: Db },
  id: string,
  side: (typeof CARD_SIDES)[number],
): Promise<'moved' | 'left'> {
  const row = await q.photoInRow(deps.db, id, side);
  if (!row?.image) return 'left';
  const bytes = photoInRowBytes(row.image, deps, id, side);
  const ref = await storePhoto(deps.blobs, row.patient_id, id, side, bytes);
  if (!(await q.movePhotoOutOfRow(deps.db, id, side, md5(row.image), ref))) {
    await discardPhotos(deps, [ref.key]);
    return 'left';
  }
  // The previous release replaced a photo this one had stored: that object is no one's now.
  await discardPhotos(deps, [row.stale_key]);
  return 'moved';
}
