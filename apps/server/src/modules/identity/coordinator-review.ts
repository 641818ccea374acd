import { randomUUID } from 'node:crypto';
import { ASSURANCE_BY_METHOD, type AssistedVerificationRequest, type AttemptOutcome } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { audit } from '../audit/audit.js';
import * as q from './queries.js';
import {
  identityStatus,
  recordOutcome,
  withNewAttempt,
  type IdentityDeps,
  type PatientInput,
} from './service.js';

/** Coordinator-assisted: the account is on hold until a coordinator approves or rejects [IDV-5]. */
export async function requestAssisted(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & AssistedVerificationRequest,
) {
  const preferred = new Date(request.preferred_time);
  const now = deps.now();
  const inThirtyDays = now.getTime() + 30 * 24 * 3600_000;
  if (preferred.getTime() < now.getTime() - 60_000 || preferred.getTime() > inThirtyDays) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'preferred_time', key: 'preferred_time_range' });
  }
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

// Coordinators (through the command-line tool)

export async function listAwaitingCoordinator(deps: IdentityDeps) {
  const rows = await q.listOnHold(deps.db);
  return rows.map((row) => ({
    id: row.id,
    patient_id: row.patient_id,
    name: `${row.first_name} ${row.last_name}`,
    date_of_birth: row.date_of_birth,
    phone: row.assisted_phone,
    preferred_time: row.assisted_time?.toISOString() ?? null,
    note: row.assisted_note,
    requested_at: row.created_at.toISOString(),
  }));
}

export async function decideAssisted(
  deps: IdentityDeps,
  { attemptId, decision, by }: { attemptId: string; decision: 'approve' | 'reject'; by: string },
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
      decided_by: by,
      decided_at: decidedAt,
      reason: decision === 'approve' ? null : 'coordinator_rejected',
    });
    const status = await recordOutcome(tx, deps, attempt.patient_id, 'assisted', result);
    await audit(tx, {
      patientId: attempt.patient_id,
      actor: `coordinator:${by}`,
      action: decision,
      resource: 'identity.attempt',
    });
    return { id: attempt.id, outcome: result, status, decided_by: by, decided_at: decidedAt.toISOString() };
  });
}
