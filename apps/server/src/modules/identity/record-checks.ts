import { randomUUID } from 'node:crypto';
import {
  normalizeLicenceNumber,
  ssnLastFour,
  type DriverLicenceRequest,
  type SsnCrossCheckRequest,
  type VerificationOutcomeResponse,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { sandboxLicenceDecision, sandboxSsnDecision } from '../../providers/identity/sandbox.js';
import * as q from './queries.js';
import {
  attemptsLeft,
  failureReasons,
  loadPatient,
  outcomeOf,
  outcomeResponse,
  requireSandbox,
  settleNewAttempt,
  statusOf,
  withNewAttempt,
  type IdentityDeps,
  type PatientInput,
} from './service.js';

/** Driver licence check against the (sandbox) licence record [IDV-6]. Only the state and last four are kept. */
export async function checkDriverLicence(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & DriverLicenceRequest,
) {
  requireSandbox(deps);
  return withNewAttempt(deps, patientId, 'driver_licence', async (tx, _patient, left) => {
    const number = normalizeLicenceNumber(request.number);
    const decision = sandboxLicenceDecision({ ...request, number });
    return settleNewAttempt(tx, deps, patientId, 'driver_licence', decision, left, {
      licence_state: request.state,
      licence_last4: number.slice(-4),
    });
  });
}

/**
 * SSN cross-check [IDV-7]: the SSN is checked against what a passed ID scan proved, never on its own — a
 * well-formed number anyone can make up proves nothing. Its outcome is kept as an attempt; it moves
 * neither the identity gate nor the assurance level. The full number goes to the check only; the last four
 * digits are all we keep.
 */
export async function crossCheckSsn(
  deps: IdentityDeps,
  { patientId, ssn }: PatientInput & SsnCrossCheckRequest,
): Promise<VerificationOutcomeResponse> {
  requireSandbox(deps);
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const status = statusOf(await loadPatient(tx, patientId, true));
    const proved = await q.latestPassedDocument(tx, patientId);
    if (!proved?.extracted || (status !== 'awaiting_confirmation' && status !== 'verified')) {
      throw new AppError('IDV_DOCUMENT_REQUIRED', 409);
    }
    const left = (await attemptsLeft(tx, patientId, deps.now())).ssn;
    if (left <= 0) throw new AppError('IDV_ATTEMPTS_EXCEEDED', 429);
    const decision = sandboxSsnDecision(ssn);
    const id = randomUUID();
    await q.insertAttempt(tx, {
      id,
      patient_id: patientId,
      method: 'ssn',
      provider: 'sandbox',
      provider_ref: decision.providerRef,
      outcome: outcomeOf(decision),
      assurance_level: null,
      reason: decision.reason,
      evidence: JSON.stringify({ ssn_last4: ssnLastFour(ssn), cross_checked_attempt: proved.id }),
      decided_at: deps.now(),
    });
    return outcomeResponse(id, status, left - 1, decision.passed, failureReasons(decision.reason));
  });
}
