import { randomUUID } from 'node:crypto';
import type {
  DateOfBirthResponse,
  Demographics,
  GenderResponse,
  LegalNameResponse,
  NamesResponse,
  PatientName,
  additionalNameRequest,
} from '@portal/contract';
import { legalNameRequest } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { auditChanges, type Changed } from '../audit/changes.js';
import { readGates } from '../gatepass/service.js';
import { applyPatientRanges } from '../records/ranges.js';
import * as q from './queries.js';
import { identityChangeOutcome, PROFILE_LIMITS } from './rules.js';
import type { ReviewedField } from './tables.js';

export interface ProfileDeps {
  db: Db;
  now: () => Date;
}
type Patient = { patientId: string };
type LegalName = z.output<typeof legalNameRequest>;
type AdditionalName = z.output<typeof additionalNameRequest>;

/** Values that are not personal: an audit row may carry them before → after. */
const SHOWABLE = ['use', 'outcome'];

async function patient(db: Db, patientId: string) {
  const row = await q.legalName(db, patientId);
  if (!row) throw notFound();
  return row;
}

const legal = (row: { first_name: string; middle_name: string | null; last_name: string }) => ({
  first_name: row.first_name,
  middle_name: row.middle_name,
  last_name: row.last_name,
});

/** [PROF-1] The legal name, then the other names, and a legal name change waiting for review. */
export async function readNames({ db }: ProfileDeps, { patientId }: Patient): Promise<NamesResponse> {
  const row = await patient(db, patientId);
  const others = await q.additionalNames(db, patientId);
  const pending = await q.pendingReview(db, patientId, 'legal_name');
  return {
    names: [{ id: 'legal', use: 'legal', ...legal(row) }, ...others.map((n): PatientName => ({ ...n }))],
    pending_legal_name: pending
      ? { value: pending.requested as LegalName, requested_at: pending.requested_at.toISOString() }
      : null,
  };
}

/** [PROF-1] Applies the legal name, or asks for review once identity is verified (see identityChangeOutcome). */
export async function changeLegalName(
  deps: ProfileDeps,
  { patientId, name }: Patient & { name: LegalName },
): Promise<Changed<LegalNameResponse>> {
  const { db } = deps;
  const before = legal(await patient(db, patientId));
  const outcome = identityChangeOutcome((await readGates(deps, { patientId })).identity.status);
  if (outcome === 'applied') await q.setLegalName(db, patientId, name, deps.now());
  else await q.requestReview(db, patientId, 'legal_name', name, deps.now());
  return {
    content: { outcome },
    changes: [...auditChanges(before, name), ...auditChanges(null, { outcome }, SHOWABLE)],
  };
}

export async function addName(
  { db }: ProfileDeps,
  { patientId, name }: Patient & { name: AdditionalName },
): Promise<Changed<PatientName>> {
  await patient(db, patientId);
  if ((await q.countAdditionalNames(db, patientId)) >= PROFILE_LIMITS.names) {
    throw new AppError('PROFILE_LIMIT_REACHED', 409);
  }
  const row = { id: randomUUID(), ...name };
  await q.insertName(db, { ...row, patient_id: patientId });
  return { content: row, changes: auditChanges(null, name, SHOWABLE) };
}

export async function editName(
  { db }: ProfileDeps,
  { patientId, id, name }: Patient & { id: string; name: AdditionalName },
): Promise<Changed<PatientName>> {
  const before = await q.findName(db, patientId, id);
  if (!before) throw notFound();
  await q.updateName(db, patientId, id, name);
  return { content: { id, ...name }, changes: auditChanges(before, { id, ...name }, SHOWABLE) };
}

export async function removeName(
  { db }: ProfileDeps,
  { patientId, id }: Patient & { id: string },
): Promise<Changed<{ removed: true }>> {
  const before = await q.findName(db, patientId, id);
  if (!before) throw notFound();
  await q.deleteName(db, patientId, id);
  return { content: { removed: true }, changes: auditChanges(before, null, SHOWABLE) };
}

/** [PROF-4] */
export async function readDateOfBirth(
  { db }: ProfileDeps,
  { patientId }: Patient,
): Promise<DateOfBirthResponse> {
  const row = await patient(db, patientId);
  const pending = await q.pendingReview(db, patientId, 'date_of_birth');
  return {
    date_of_birth: row.date_of_birth,
    pending: pending
      ? {
          value: String(pending.requested.date_of_birth),
          requested_at: pending.requested_at.toISOString(),
        }
      : null,
  };
}

/** [PROF-4] Like the legal name: applied before identity is verified, reviewed after. */
export async function changeDateOfBirth(
  deps: ProfileDeps,
  { patientId, value }: Patient & { value: { date_of_birth: string } },
): Promise<Changed<LegalNameResponse>> {
  const { db } = deps;
  const before = await patient(db, patientId);
  const outcome = identityChangeOutcome((await readGates(deps, { patientId })).identity.status);
  if (outcome === 'applied')
    await db.transaction().execute(async (trx) => {
      const tx = trx as unknown as Db;
      await q.setDateOfBirth(tx, patientId, value.date_of_birth, deps.now());
      await applyPatientRanges(tx, patientId);
    });
  else await q.requestReview(db, patientId, 'date_of_birth', value, deps.now());
  return {
    content: { outcome },
    changes: [
      ...auditChanges({ date_of_birth: before.date_of_birth }, value),
      ...auditChanges(null, { outcome }, SHOWABLE),
    ],
  };
}

const NOT_ANSWERED: Demographics & GenderResponse = {
  sex: null,
  sex_at_birth: null,
  gender_identity: null,
  races: [],
  race_declined: false,
  ethnicity: null,
  preferred_language: null,
};

async function readAll(db: Db, patientId: string) {
  await patient(db, patientId);
  return { ...NOT_ANSWERED, ...(await q.demographics(db, patientId)) };
}

/**
 * [PROF-4] Administrative sex, sex assigned at birth and gender identity, each possibly "prefer not to say".
 * The insights read the sex assigned at birth from here (it decides the sex-specific screenings).
 */
export async function readGender({ db }: ProfileDeps, { patientId }: Patient): Promise<GenderResponse> {
  const { sex, sex_at_birth, gender_identity } = await readAll(db, patientId);
  return { sex, sex_at_birth, gender_identity };
}

export async function saveGender(
  { db, now }: ProfileDeps,
  { patientId, value: gender }: Patient & { value: GenderResponse },
): Promise<Changed<GenderResponse>> {
  const before = await readGender({ db, now }, { patientId });
  await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await q.saveDemographics(tx, patientId, gender, now());
    // a range given only for women or only for men follows the answer (REC-3)
    if (before.sex_at_birth !== gender.sex_at_birth) await applyPatientRanges(tx, patientId);
  });
  return { content: gender, changes: auditChanges(before, gender) };
}

/** [PROF-4] Demographics 2: race, ethnicity, preferred language; all optional. */
export async function readDemographics({ db }: ProfileDeps, { patientId }: Patient): Promise<Demographics> {
  const { races, race_declined, ethnicity, preferred_language } = await readAll(db, patientId);
  return { races, race_declined, ethnicity, preferred_language };
}

export async function saveDemographics(
  { db, now }: ProfileDeps,
  { patientId, value: demographics }: Patient & { value: Demographics },
): Promise<Changed<Demographics>> {
  const before = await readDemographics({ db, now }, { patientId });
  // "Prefer not to say" and a list of races cannot both be the answer.
  const saved = { ...demographics, races: demographics.race_declined ? [] : demographics.races };
  await q.saveDemographics(db, patientId, { ...saved, races: JSON.stringify(saved.races) }, now());
  return { content: saved, changes: auditChanges(before, saved) };
}

export interface ProfileReview {
  id: string;
  field: ReviewedField;
  patient: string;
  /** The value in force and the one asked for, as a coordinator compares them. */
  current: string;
  requested: string;
  requested_at: string;
}

const nameText = (n: { first_name: unknown; middle_name?: unknown; last_name: unknown }) =>
  [n.first_name, n.middle_name, n.last_name].filter(Boolean).join(' ');

/** Legal-name and date-of-birth changes to a verified identity, waiting for a coordinator. */
export async function listProfileReviews({ db }: ProfileDeps): Promise<ProfileReview[]> {
  return (await q.pendingReviews(db)).map((r) => ({
    id: r.id,
    field: r.field,
    patient: nameText(r),
    current: r.field === 'legal_name' ? nameText(r) : r.date_of_birth,
    requested:
      r.field === 'legal_name'
        ? nameText(r.requested as LegalName)
        : String((r.requested as { date_of_birth: string }).date_of_birth),
    requested_at: r.requested_at.toISOString(),
  }));
}

/**
 * A coordinator approves (the change applies) or rejects (the value in force stays) a pending review, once;
 * a review already decided, withdrawn or unknown is 404.
 */
export async function decideProfileReview(
  deps: ProfileDeps,
  input: { id: string; decision: 'approve' | 'reject'; coordinator: string },
) {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const at = deps.now();
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    const review = await q.decideReview(tx, input.id, status, input.coordinator, at);
    if (!review) throw notFound();
    if (status === 'approved' && review.field === 'legal_name')
      await q.setLegalName(tx, review.patient_id, legalNameRequest.parse(review.requested), at);
    if (status === 'approved' && review.field === 'date_of_birth') {
      await q.setDateOfBirth(tx, review.patient_id, String(review.requested.date_of_birth), at);
      await applyPatientRanges(tx, review.patient_id);
    }
    return {
      id: review.id,
      patient_id: review.patient_id,
      field: review.field,
      status: review.status,
      decided_by: review.decided_by!,
      decided_at: review.decided_at!.toISOString(),
    };
  });
}
