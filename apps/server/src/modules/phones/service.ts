import { randomUUID } from 'node:crypto';
import type { AddPhoneRequest, PatientPhone, PhoneCodeSent, PhonesResponse } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { ModuleContext } from '../../http/context.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  mobileMoved,
  passOwnChallenge,
  passStepUp,
  startPhoneVerification,
  type Caller,
} from '../accounts/service.js';
import { auditChanges, type Changed } from '../audit/changes.js';
import { PROFILE_LIMITS } from '../profile/rules.js';
import * as q from './queries.js';

type Patient = { patientId: string };
type Code = { mfa_token: string; code: string };

/** A label, whether a number is the mobile and whether it was confirmed are not personal; the number is. */
const SHOWABLE = ['label', 'primary', 'confirmed'];
const ACCOUNT_PHONE_ID = 'account';

type Row = NonNullable<Awaited<ReturnType<typeof q.findPhone>>>;
const toPhone = (row: Row): PatientPhone => ({
  id: row.id,
  phone: row.phone,
  label: row.label,
  primary: false,
  confirmed: row.confirmed_at !== null,
});
const audited = (phone: PatientPhone | null) => (phone ? { ...phone, id: undefined } : null);

async function account(db: Db, patientId: string) {
  const row = await q.accountPhone(db, patientId);
  if (!row) throw notFound();
  return row;
}

async function own(db: Db, patientId: string, id: string) {
  const row = await q.findPhone(db, patientId, id);
  if (!row) throw notFound();
  return row;
}

/** [PROF-3] The account's mobile first (the sign-in number), then the other numbers in the order added. */
export async function listPhones(
  { db }: Pick<ModuleContext, 'db'>,
  { patientId }: Patient,
): Promise<PhonesResponse> {
  const mobile = await account(db, patientId);
  const others = await q.listPhones(db, patientId);
  return {
    phoneNumber: [
      {
        id: ACCOUNT_PHONE_ID,
        phone: mobile.phone,
        label: 'mobile',
        primary: true,
        confirmed: mobile.phone_verified_at !== null,
      },
      ...others.map(toPhone),
    ],
  };
}

/** [PROF-3] Adds a number, unconfirmed, and texts it a code; it counts for nothing until the code comes back. */
export async function addPhone(
  deps: ModuleContext,
  { patientId, phone, label, caller }: Patient & AddPhoneRequest & { caller: Caller },
): Promise<Changed<PhoneCodeSent>> {
  const { db } = deps;
  const numbers = (await listPhones(deps, { patientId })).phoneNumber;
  if (numbers.some((n) => n.phone === phone)) throw new AppError('PHONE_ALREADY_ADDED', 409);
  if (numbers.length - 1 >= PROFILE_LIMITS.phones) throw new AppError('PROFILE_LIMIT_REACHED', 409);
  const sent = await startPhoneVerification(deps, { patientId, phone, caller });
  const id = randomUUID();
  const row = { id, phone, label, confirmed_at: null, challenge_id: sent.challengeId };
  if (!(await q.insertPhone(db, { ...row, patient_id: patientId }))) {
    throw new AppError('PHONE_ALREADY_ADDED', 409);
  }
  const added = toPhone(row);
  return {
    content: { phone: added, mfa_token: sent.mfa_token, destination: sent.destination },
    changes: auditChanges(null, audited(added), SHOWABLE),
  };
}

/** [PROF-3] A fresh code to a number not confirmed yet (the first expired or never came); the old one dies. */
export async function resendPhoneCode(
  deps: ModuleContext,
  { patientId, id, caller }: Patient & { id: string; caller: Caller },
): Promise<Changed<PhoneCodeSent>> {
  const row = await own(deps.db, patientId, id);
  // A confirmed number needs no code: nothing is sent.
  if (row.confirmed_at) throw new AppError('PHONE_ALREADY_ADDED', 409);
  const sent = await startPhoneVerification(deps, { patientId, phone: row.phone, caller });
  await q.updatePhone(deps.db, patientId, id, { challenge_id: sent.challengeId });
  return {
    content: { phone: toPhone(row), mfa_token: sent.mfa_token, destination: sent.destination },
    changes: [],
  };
}

/**
 * [PROF-3] The code texted to this number, and only that code (another challenge's token is refused before any
 * try is counted); tries are counted atomically before the comparison, as for sign-in codes.
 */
export async function confirmPhone(
  deps: ModuleContext,
  { patientId, id, mfa_token, code }: Patient & Code & { id: string },
): Promise<Changed<PatientPhone>> {
  const row = await own(deps.db, patientId, id);
  if (row.confirmed_at) return { content: toPhone(row), changes: [] };
  await passOwnChallenge(deps, {
    patientId,
    purpose: 'verify_phone',
    mfa_token,
    code,
    challengeId: row.challenge_id,
  });
  await q.updatePhone(deps.db, patientId, id, { confirmed_at: deps.now(), challenge_id: null });
  const confirmed = toPhone(await own(deps.db, patientId, id));
  return { content: confirmed, changes: auditChanges(audited(toPhone(row)), audited(confirmed), SHOWABLE) };
}

export async function removePhone(
  { db }: Pick<ModuleContext, 'db'>,
  { patientId, id }: Patient & { id: string },
): Promise<Changed<{ removed: true }>> {
  const before = toPhone(await own(db, patientId, id));
  await q.deletePhone(db, patientId, id);
  return { content: { removed: true }, changes: auditChanges(audited(before), null, SHOWABLE) };
}

/**
 * [PROF-3] A confirmed number becomes the sign-in mobile, after a fresh code to the current mobile (step-up), so
 * a stolen session alone cannot move the second factor to a phone of its own. The old mobile stays as a number.
 */
export async function makePrimaryPhone(
  deps: ModuleContext,
  { patientId, sessionId, id, mfa_token, code }: Patient & Code & { id: string; sessionId: string },
): Promise<Changed<PhonesResponse>> {
  const { db } = deps;
  const row = await own(db, patientId, id);
  if (!row.confirmed_at) throw new AppError('PHONE_NOT_CONFIRMED', 409);
  await passStepUp(deps, { patientId, sessionId, action: 'sign_in_phone', mfa_token, code });
  const now = deps.now();
  const oldPhone = await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await q.lockPatient(tx, patientId);
    const current = await account(tx, patientId);
    await q.setAccountPhone(tx, patientId, row.phone, now);
    await q.updatePhone(tx, patientId, id, {
      phone: current.phone,
      label: 'mobile',
      confirmed_at: current.phone_verified_at,
    });
    return current.phone;
  });
  await mobileMoved(deps, { patientId, oldPhone, keepSession: sessionId });
  return {
    content: await listPhones(deps, { patientId }),
    changes: [{ field: 'phone' }, { field: 'primary', before: false, after: true }],
  };
}
