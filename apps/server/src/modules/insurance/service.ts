import { randomUUID } from 'node:crypto';
import {
  CARD_SIDES,
  MAX_CARD_IMAGE_BYTES,
  type CardSide,
  type Insurance,
  type InsuranceListResponse,
  type insuranceRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { decodeImage } from '../../lib/image.js';
import { decryptSecret, encryptSecret, type EncryptionKeys } from '../../lib/encryption.js';
import { auditChanges, type Changed } from '../audit/changes.js';
import { PROFILE_LIMITS } from '../profile/rules.js';
import * as q from './queries.js';
import type { CardColumns } from './tables.js';

export interface InsuranceDeps extends EncryptionKeys {
  db: Db;
  now: () => Date;
}
type Patient = { patientId: string };
type InsuranceInput = z.output<typeof insuranceRequest>;

/** Not personal: an audit row may carry these before → after (member ids, names and photos never). */
const SHOWABLE = ['subscriber_relationship', 'has_front_image', 'has_back_image'];

/**
 * A card photo is kept encrypted at rest, bound to its plan and side: a copy of the database alone shows no
 * card, and a photo moved onto another row or side does not decrypt there.
 */
export const cardContext = (id: string, side: CardSide) => `patient_insurance.${side}_image:${id}`;

const toInsurance = (row: Awaited<ReturnType<typeof q.listInsurance>>[number]): Insurance => ({
  ...row,
  has_front_image: Boolean(row.has_front_image),
  has_back_image: Boolean(row.has_back_image),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The columns a request's photos set: a photo sent replaces that side, `null` removes it, left out keeps it. */
function cardColumns(deps: InsuranceDeps, id: string, input: InsuranceInput): Partial<CardColumns> {
  const set: Partial<CardColumns> = {};
  for (const side of CARD_SIDES) {
    const image = input[`${side}_image`];
    if (image === undefined) continue;
    if (image === null) {
      set[`${side}_image`] = null;
      set[`${side}_type`] = null;
      continue;
    }
    const { bytes, type } = decodeImage(image, MAX_CARD_IMAGE_BYTES, `${side}_image`);
    set[`${side}_image`] = encryptSecret(bytes.toString('base64'), deps.encryptionKey, cardContext(id, side));
    set[`${side}_type`] = type;
  }
  return set;
}

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

export async function addInsurance(
  deps: InsuranceDeps,
  { patientId, input }: Patient & { input: InsuranceInput },
): Promise<Changed<Insurance>> {
  const id = randomUUID();
  const cards = cardColumns(deps, id, input);
  if ((await q.countInsurance(deps.db, patientId)) >= PROFILE_LIMITS.insurance) {
    throw new AppError('PROFILE_LIMIT_REACHED', 409);
  }
  await q.insertInsurance(deps.db, { id, patient_id: patientId, ...planFields(input), ...cards });
  const saved = await ownPlan(deps.db, patientId, id);
  return { content: saved, changes: auditChanges(null, withoutStamp(saved), SHOWABLE) };
}

export async function changeInsurance(
  deps: InsuranceDeps,
  { patientId, id, input }: Patient & { id: string; input: InsuranceInput },
): Promise<Changed<Insurance>> {
  const before = await ownPlan(deps.db, patientId, id);
  const cards = cardColumns(deps, id, input);
  await q.updateInsurance(deps.db, patientId, id, { ...planFields(input), ...cards, updated_at: deps.now() });
  const saved = await ownPlan(deps.db, patientId, id);
  return { content: saved, changes: auditChanges(withoutStamp(before), withoutStamp(saved), SHOWABLE) };
}

export async function removeInsurance(
  { db }: InsuranceDeps,
  { patientId, id }: Patient & { id: string },
): Promise<Changed<{ removed: true }>> {
  const before = await ownPlan(db, patientId, id);
  await q.deleteInsurance(db, patientId, id);
  return { content: { removed: true }, changes: auditChanges(withoutStamp(before), null, SHOWABLE) };
}

/** [PROF-5] One side of a card, for its owner only; 404 when that side has no photo. */
export async function readCard(
  deps: InsuranceDeps,
  { patientId, id, side }: Patient & { id: string; side: CardSide },
): Promise<{ bytes: Buffer; type: string }> {
  const row = await q.cardImage(deps.db, patientId, id, side);
  if (!row?.image || !row.type) throw notFound();
  const base64 = decryptSecret(row.image, deps, cardContext(id, side));
  return { bytes: Buffer.from(base64, 'base64'), type: row.type };
}

const withoutStamp = ({ updated_at: _u, ...rest }: Insurance) => rest;
