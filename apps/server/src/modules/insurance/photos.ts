import { createHash, randomUUID } from 'node:crypto';
import { CARD_SIDES, MAX_CARD_IMAGE_BYTES, type CardSide, type insuranceRequest } from '@portal/contract';
import type { z } from 'zod';
import { decodeImage } from '../../lib/image.js';
import { decryptSecret, type EncryptionKeys } from '../../lib/encryption.js';
import { cardImageContext } from '../../lib/encrypted-columns.js';
import type { BlobStore } from '../../providers/blobs/index.js';
import type { CardReference } from './tables.js';

type InsuranceInput = z.output<typeof insuranceRequest>;
export type PhotoReference = { key: string; size: number; digest: string };
/** The store, and where a photo that could not be deleted is reported (never with whose it was). */
export type PhotoStore = { blobs: BlobStore; warn: (message: string) => void };

/**
 * Where a side's photo lives in the blob store. The key names its patient, plan and side, and a fresh id, so a
 * replaced photo is a new object (the row never points at a half-replaced one) and a reference is checked
 * against the row it sits on before anything is read.
 */
const keyPrefix = (patientId: string, planId: string, side: CardSide) =>
  `insurance/${patientId}/${planId}/${side}/`;
export const isOwnPhotoKey = (key: string, patientId: string, planId: string, side: CardSide) =>
  key.startsWith(keyPrefix(patientId, planId, side)) &&
  !key.slice(keyPrefix(patientId, planId, side).length).includes('/');

export const photoDigest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Stores one photo (the store encrypts it) and answers what the row keeps of it. */
export async function storePhoto(
  blobs: BlobStore,
  patientId: string,
  planId: string,
  side: CardSide,
  bytes: Buffer,
): Promise<PhotoReference> {
  const key = `${keyPrefix(patientId, planId, side)}${randomUUID()}`;
  await blobs.put(key, bytes);
  return { key, size: bytes.length, digest: photoDigest(bytes) };
}

/** A side's photo as sent: its bytes and type, or null to remove it. */
export type SentPhoto = { side: CardSide; photo: { bytes: Buffer; type: string } | null };

/** The photos a request sends, checked (type by their bytes, size) before anything is stored. */
export function decodePhotos(input: InsuranceInput): SentPhoto[] {
  return CARD_SIDES.flatMap((side): SentPhoto[] => {
    const image = input[`${side}_image`];
    if (image === undefined) return [];
    if (image === null) return [{ side, photo: null }];
    return [{ side, photo: decodeImage(image, MAX_CARD_IMAGE_BYTES, `${side}_image`) }];
  });
}

/**
 * Stores the decoded photos and answers the columns they set: a photo sent replaces that side, `null` removes
 * it, left out keeps it; either way the row's old copy (front_image/back_image) is emptied. `stored` lists the
 * new objects, to delete if the row is not written after all.
 */
export async function storePhotos(
  { blobs, warn }: PhotoStore,
  patientId: string,
  planId: string,
  photos: SentPhoto[],
): Promise<{ columns: Partial<CardReference>; stored: string[]; sides: CardSide[] }> {
  const columns: Partial<CardReference> = {};
  const stored: string[] = [];
  try {
    for (const { side, photo } of photos) {
      const ref = photo && (await storePhoto(blobs, patientId, planId, side, photo.bytes));
      if (ref) stored.push(ref.key);
      Object.assign(columns, {
        [`${side}_image`]: null,
        [`${side}_type`]: photo?.type ?? null,
        [`${side}_blob_key`]: ref?.key ?? null,
        [`${side}_size`]: ref?.size ?? null,
        [`${side}_digest`]: ref?.digest ?? null,
      });
    }
  } catch (error) {
    await discardPhotos({ blobs, warn }, stored);
    throw error;
  }
  return { columns, stored, sides: photos.map((p) => p.side) };
}

/**
 * Deletes objects no row points at any more. A failure leaves an unreadable orphan (ciphertext under a key no
 * row names), never a row without its photo, so it is reported rather than failing the patient's request.
 */
export async function discardPhotos({ blobs, warn }: PhotoStore, keys: Array<string | null | undefined>) {
  const results = await Promise.allSettled(
    keys.filter((k): k is string => Boolean(k)).map((k) => blobs.delete(k)),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) warn(`${failed} card photo object(s) could not be deleted from the blob store`);
}

/**
 * How photos were kept before migration 0038: base64 text encrypted with the server key, bound to its row and
 * side (src/lib/encryption.ts). Read only to move them out, or while the previous release still writes them.
 */
export const photoInRowBytes = (stored: string, keys: EncryptionKeys, planId: string, side: CardSide) =>
  Buffer.from(decryptSecret(stored, keys, cardImageContext(planId, side)), 'base64');
