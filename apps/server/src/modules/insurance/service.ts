import { randomUUID } from 'node:crypto';
import type { CardSide, Insurance, InsuranceListResponse, insuranceRequest } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import type { BlobStore } from '../../providers/blobs/index.js';
import type { EncryptionKeys } from '../../lib/encryption.js';
import { auditChanges, type Changed } from '../audit/changes.js';
import { PROFILE_LIMITS } from '../profile/rules.js';
import {
  decodePhotos,
  discardPhotos,
  isOwnPhotoKey,
  photoDigest,
  photoInRowBytes,
  storePhotos,
  type SentPhoto,
} from './photos.js';
import * as q from './queries.js';

export interface InsuranceDeps extends EncryptionKeys {
  db: Db;
  now: () => Date;
  /** Card photos, encrypted with the server key (src/providers/blobs). */
  blobs: BlobStore;
  /** Reports an object left behind in the store (no patient named). */
  warn: (message: string) => void;
}
type Patient = { patientId: string };
type InsuranceInput = z.output<typeof insuranceRequest>;

/** Not personal: an audit row may carry these before → after (member ids, names and photos never). */
const SHOWABLE = ['subscriber_relationship', 'has_front_image', 'has_back_image'];

const toInsurance = (row: NonNullable<Awaited<ReturnType<typeof q.findInsurance>>>): Insurance => ({
  ...row,
  has_front_image: Boolean(row.has_front_image),
  has_back_image: Boolean(row.has_back_image),
  updated_at: new Date(row.updated_at).toISOString(),
});

const planFields = ({ front_image: _f, back_image: _b, ...fields }: InsuranceInput) => fields;

/** [PROF-5] The patient's plans, in the order they were added (`insuranceData` in the portal). */
export async function listInsurance(
  { db }: InsuranceDeps,
  { patientId }: Patient,
): Promise<InsuranceListResponse> {
  return { insurance: (await q.listInsurance(db, patientId)).map(toInsurance) };
}

async function ownPlan(db: Db, patientId: string, id: string) {
  const row = await q.findInsurance(db, patientId, id);
  if (!row) throw notFound();
  return toInsurance(row);
}

/** Runs `write` once the photos are stored; if the row is not written, the stored photos are deleted again. */
async function withPhotos<T>(
  deps: InsuranceDeps,
  patientId: string,
  id: string,
  decoded: SentPhoto[],
  write: (photos: Awaited<ReturnType<typeof storePhotos>>) => Promise<T>,
): Promise<T> {
  const photos = await storePhotos(deps, patientId, id, decoded);
  try {
    return await write(photos);
  } catch (error) {
    await discardPhotos(deps, photos.stored);
    throw error;
  }
}

export async function addInsurance(
  deps: InsuranceDeps,
  { patientId, input }: Patient & { input: InsuranceInput },
): Promise<Changed<Insurance>> {
  const id = randomUUID();
  const decoded = decodePhotos(input);
  if ((await q.countInsurance(deps.db, patientId)) >= PROFILE_LIMITS.insurance) {
    throw new AppError('PROFILE_LIMIT_REACHED', 409);
  }
  await withPhotos(deps, patientId, id, decoded, ({ columns }) =>
    q.insertInsurance(deps.db, { id, patient_id: patientId, ...planFields(input), ...columns }),
  );
  const saved = await ownPlan(deps.db, patientId, id);
  return { content: saved, changes: auditChanges(null, withoutStamp(saved), SHOWABLE) };
}

export async function changeInsurance(
  deps: InsuranceDeps,
  { patientId, id, input }: Patient & { id: string; input: InsuranceInput },
): Promise<Changed<Insurance>> {
  const before = await ownPlan(deps.db, patientId, id);
  const replaced = await withPhotos(deps, patientId, id, decodePhotos(input), ({ columns, sides }) =>
    deps.db.transaction().execute(async (trx) => {
      const old = await q.photoKeysForUpdate(trx, patientId, id);
      if (!old) throw notFound();
      await q.updateInsurance(trx, patientId, id, {
        ...planFields(input),
        ...columns,
        updated_at: deps.now(),
      });
      return sides.map((side) => old[`${side}_blob_key`]);
    }),
  );
  await discardPhotos(deps, replaced);
  const saved = await ownPlan(deps.db, patientId, id);
  return { content: saved, changes: auditChanges(withoutStamp(before), withoutStamp(saved), SHOWABLE) };
}

/** Removes the plan and then its photos from the store. */
export async function removeInsurance(
  deps: InsuranceDeps,
  { patientId, id }: Patient & { id: string },
): Promise<Changed<{ removed: true }>> {
  const before = await ownPlan(deps.db, patientId, id);
  const removed = await q.deleteInsurance(deps.db, patientId, id);
  if (!removed) throw notFound();
  await discardPhotos(deps, [removed.front_blob_key, removed.back_blob_key]);
  return { content: { removed: true }, changes: auditChanges(withoutStamp(before), null, SHOWABLE) };
}

/**
 * [PROF-5] One side of a card, for its owner only; 404 when that side has no photo, or when the row's reference
 * names an object that is not this plan's side. The photo must match the digest the row keeps of it.
 */
export async function readCard(
  deps: InsuranceDeps,
  { patientId, id, side }: Patient & { id: string; side: CardSide },
): Promise<{ bytes: Buffer; type: string }> {
  const ref = await q.cardReference(deps.db, patientId, id, side);
  if (!ref?.type) throw notFound();
  if (ref.in_row) return { bytes: await photoStillInRow(deps, patientId, id, side), type: ref.type };
  if (!ref.key || !isOwnPhotoKey(ref.key, patientId, id, side)) throw notFound();
  const bytes = await deps.blobs.get(ref.key);
  if (!bytes) throw new Error('a card photo is missing from the blob store');
  if (photoDigest(bytes) !== ref.digest) throw new Error('a card photo does not match its digest');
  return { bytes, type: ref.type };
}

/** The previous release wrote this photo during a rolling deploy; it is moved out at the next start. */
async function photoStillInRow(deps: InsuranceDeps, patientId: string, id: string, side: CardSide) {
  const row = await q.photoInRow(deps.db, id, side);
  if (!row?.image || row.patient_id !== patientId) throw notFound();
  return photoInRowBytes(row.image, deps, id, side);
}

const withoutStamp = ({ updated_at: _u, ...rest }: Insurance) => rest;
