import { defaultBrand, getBrand } from '@portal/brands';
import { randomUUID } from 'node:crypto';
import { ASSURANCE_BY_METHOD, type AssistedVerificationRequest, type AttemptOutcome } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import * as q from './queries.js';
import {
  identityStatus,
  loadPatient,
  recordOutcome,
  statusOf,
  withNewAttempt,
  type IdentityDeps,
  type PatientInput,
} from './service.js';

/** A call time from now to 30 days ahead (its hours are checked by the request's schema). */
function callTime(deps: IdentityDeps, request: AssistedVerificationRequest): Date {
  const preferred = new Date(request.preferred_time);
  const now = deps.now();
  const inThirtyDays = now.getTime() + 30 * 24 * 3600_000;
  if (preferred.getTime() < now.getTime() - 60_000 || preferred.getTime() > inThirtyDays) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'preferred_time', key: 'preferred_time_range' });
  }
  return preferred;
}

/** Coordinator-assisted: the account is on hold until a coordinator approves or rejects [IDV-5]. */
export async function requestAssisted(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & AssistedVerificationRequest,
) {
  const preferred = callTime(deps, request);
  return withNewAttempt(deps, patientId, 'assisted', async (tx) => {
    await q.insertAttempt(tx, {
      id: randomUUID(),
      patient_id: patientId,
      method: 'assisted',
      provider: 'coordinator',
      provider_ref: null,
      outcome: 'on_hold',
      assurance_level: null,
      reason: null,
      evidence: JSON.stringify({}),
      assisted_phone: request.phone,
      assisted_time: preferred,
      assisted_note: request.note ?? null,
    });
    await recordOutcome(tx, deps, patientId, 'assisted', 'on_hold');
    return identityStatus({ ...deps, db: tx }, { patientId });
  });
}

/** The case the patient is waiting on, inside a transaction holding their onboarding row. */
async function withOwnHold<T>(
  deps: IdentityDeps,
  patientId: string,
  work: (tx: Db, attemptId: string) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const patient = await loadPatient(tx, patientId, true);
    const attempt = await q.latestAttempt(tx, patientId, 'assisted');
    if (statusOf(patient) !== 'on_hold' || attempt?.outcome !== 'on_hold')
      throw new AppError('IDV_STEP_UNAVAILABLE', 409);
    return work(tx, attempt.id);
  });
}

/**
 * While on hold the patient may change the call (another number or time; a review of a correction may get a
 * call time too). It is the same case, so it spends no attempt.
 */
export async function changeAssistedCall(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & AssistedVerificationRequest,
) {
  const preferred = callTime(deps, request);
  return withOwnHold(deps, patientId, async (tx, attemptId) => {
    await q.updateAttempt(tx, attemptId, {
      assisted_phone: request.phone,
      assisted_time: preferred,
      assisted_note: request.note ?? null,
    });
    return identityStatus({ ...deps, db: tx }, { patientId });
  });
}

/**
 * The patient stops waiting to choose another way: the case closes as withdrawn (no coordinator decided it)
 * and the identity gate is as if nothing had been tried, so every way with tries left today is open again.
 */
export async function withdrawAssisted(deps: IdentityDeps, { patientId }: PatientInput) {
  return withOwnHold(deps, patientId, async (tx, attemptId) => {
    const now = deps.now();
    await q.updateAttempt(tx, attemptId, { outcome: 'failed', reason: 'withdrawn', decided_at: now });
    await q.setIdentityGate(tx, patientId, 'not_started', null, now);
    return identityStatus({ ...deps, db: tx }, { patientId });
  });
}

// Coordinators (through the command-line tool), each under their own name (see routes.ts)

const details = (d: { first_name: string; last_name: string; date_of_birth: string } | null) =>
  d ? `${d.first_name} ${d.last_name}, born ${d.date_of_birth}` : null;

/**
 * Waiting cases, oldest first: calls patients asked for, and corrections of a passed document beyond the
 * tolerance (`confirmation_mismatch`: what the document read and what the patient typed, to settle on a call).
 */
export async function listAwaitingCoordinator(deps: IdentityDeps) {
  const rows = await q.listOnHold(deps.db);
  return rows.map((row) => ({
    id: row.id,
    patient_id: row.patient_id,
    reason: row.reason === 'confirmation_mismatch' ? ('confirmation_mismatch' as const) : ('call' as const),
    name: `${row.first_name} ${row.last_name}`,
    // Whose member the patient is: the coordinator calls on behalf of that partner (issue 25)
    brand: (getBrand(row.brand) ?? defaultBrand).name,
    date_of_birth: row.date_of_birth,
    phone: row.assisted_phone ?? row.phone,
    preferred_time: row.assisted_time?.toISOString() ?? null,
    note: row.assisted_note,
    document_read: details(row.extracted),
    patient_typed: details(row.confirmed),
    requested_at: row.created_at.toISOString(),
  }));
}

/**
 * A coordinator approves or rejects a waiting case. Approving a correction makes the details the patient
 * typed the account's: the coordinator confirmed them on the call.
 */
export async function decideAssisted(
  deps: IdentityDeps,
  {
    attemptId,
    decision,
    coordinator,
  }: { attemptId: string; decision: 'approve' | 'reject'; coordinator: string },
) {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const attempt = await q.findAttempt(tx, attemptId);
    if (!attempt || attempt.method !== 'assisted') throw notFound();
    if (attempt.outcome !== 'on_hold') throw new AppError('IDV_STEP_UNAVAILABLE', 409);
    const result: AttemptOutcome = decision === 'approve' ? 'passed' : 'rejected';
    const decidedAt = deps.now();
    await q.updateAttempt(tx, attempt.id, {
      outcome: result,
      assurance_level: decision === 'approve' ? ASSURANCE_BY_METHOD.assisted : null,
      decided_by: coordinator,
      decided_at: decidedAt,
      reason: decision === 'approve' ? attempt.reason : 'coordinator_rejected',
    });
    if (decision === 'approve' && attempt.confirmed) {
      const { first_name, last_name, date_of_birth } = attempt.confirmed;
      await q.updatePatientIdentity(
        tx,
        attempt.patient_id,
        { first_name, last_name, date_of_birth },
        decidedAt,
      );
    }
    const status = await recordOutcome(tx, deps, attempt.patient_id, 'assisted', result);
    return {
      id: attempt.id,
      patient_id: attempt.patient_id,
      outcome: result,
      status,
      decided_by: coordinator,
      decided_at: decidedAt.toISOString(),
    };
  });
}
