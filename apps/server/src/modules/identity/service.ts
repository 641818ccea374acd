import { randomUUID } from 'node:crypto';
import {
  ASSURANCE_BY_METHOD,
  type AttemptOutcome,
  type IdentityStatusResponse,
  type IdentitySummaryResponse,
  type VerificationFailureReason,
  type VerificationOutcomeResponse,
  type VerificationStatus,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import type { OnfidoClient } from '../../providers/identity/onfido.js';
import type { CheckDecision, DocumentVerifier } from '../../providers/identity/types.js';
import { readGates, type Gates } from '../gatepass/service.js';
import * as q from './queries.js';
import {
  ATTEMPT_WINDOW_MS,
  attemptsLeftByMethod,
  canStartAttempt,
  statusAfter,
  type GateMethod,
} from './rules.js';
import type { AttemptEvidence } from './tables.js';

/*
 * The identity module's services, one file per way of proving who one is; this file holds what they share
 * (the attempt machinery and the patient's status):
 *   document-check.ts      ID scan + selfie (sandbox capture or Onfido), manual identification
 *   record-checks.ts       driver licence and SSN checks
 *   coordinator-review.ts  coordinator-assisted requests and the coordinators' decisions
 *   confirmation.ts        the patient confirms what a passed document read
 * Every service is `fn(deps, input)`: `deps` is IdentityDeps, `input` a plain object.
 */

export interface IdentityDeps {
  db: Db;
  now: () => Date;
  /** Onfido when configured, the sandbox verifier otherwise. */
  verifier: DocumentVerifier;
  onfido: OnfidoClient | null;
  /**
   * The sandbox rules (document images, manual review, licence, SSN) may decide: only when no real provider
   * is configured and never in production. Otherwise those paths answer IDV_METHOD_UNAVAILABLE.
   */
  sandbox: boolean;
}

/** Refuses a path whose only verifier is the sandbox where the sandbox may not run. */
export function requireSandbox(deps: IdentityDeps): void {
  if (!deps.sandbox) throw new AppError('IDV_METHOD_UNAVAILABLE', 503);
}

export interface PatientInput {
  patientId: string;
}

export type Patient = NonNullable<Awaited<ReturnType<typeof q.findPatient>>> & {
  identity: Gates['identity'];
};

export const statusOf = (patient: Patient): VerificationStatus => patient.identity.status;

/**
 * The patient's details and identity gate (through gatepass's readGates, the one gate reader). With
 * `lock`, inside a transaction, the onboarding row is held until it ends: one identity step at a time.
 */
export async function loadPatient(db: Db, patientId: string, lock = false): Promise<Patient> {
  const { identity } = await readGates({ db }, { patientId, lock });
  const patient = await q.findPatient(db, patientId);
  if (!patient) throw notFound();
  return { ...patient, identity };
}

export async function attemptsLeft(db: Db, patientId: string, now: Date) {
  const recent = await q.recentAttempts(db, patientId, new Date(now.getTime() - ATTEMPT_WINDOW_MS));
  return attemptsLeftByMethod(recent, now);
}

/**
 * Everything that starts an attempt goes through here, inside one transaction holding the patient's
 * onboarding row, so two tabs cannot both slip under the daily limit or start while verified.
 */
export async function withNewAttempt<T>(
  deps: IdentityDeps,
  patientId: string,
  method: GateMethod,
  work: (tx: Db, patient: Patient, left: number) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const patient = await loadPatient(tx, patientId, true);
    if (!canStartAttempt(statusOf(patient))) throw new AppError('IDV_STEP_UNAVAILABLE', 409);
    const left = (await attemptsLeft(tx, patientId, deps.now()))[method];
    if (left <= 0) throw new AppError('IDV_ATTEMPTS_EXCEEDED', 429);
    return work(tx, patient, left - 1);
  });
}

/** Moves the identity gate on the onboarding row after an attempt's outcome. */
export async function recordOutcome(
  tx: Db,
  deps: IdentityDeps,
  patientId: string,
  method: GateMethod,
  outcome: AttemptOutcome,
) {
  const status = statusAfter(method, outcome);
  await q.setIdentityGate(
    tx,
    patientId,
    status,
    outcome === 'passed' || outcome === 'on_hold' ? method : null,
    deps.now(),
  );
  const level = ASSURANCE_BY_METHOD[method];
  if (status === 'verified' && level) await q.setAssurance(tx, patientId, level, method, deps.now());
  return status;
}

export const outcomeOf = (decision: CheckDecision): AttemptOutcome => (decision.passed ? 'passed' : 'failed');

/** What a provider's reason for a failure may tell the patient (see VERIFICATION_FAILURE_REASONS). */
const FAILURE_REASON: Record<string, VerificationFailureReason> = {
  image_rejected: 'document_rejected',
  licence_not_found: 'licence_not_matched',
  ssn_mismatch: 'ssn_mismatch',
};

export const failureReasons = (reason: string | null): VerificationFailureReason[] => {
  const told = reason ? FAILURE_REASON[reason] : undefined;
  return told ? [told] : [];
};

export function outcomeResponse(
  attemptId: string,
  status: VerificationStatus,
  left: number,
  passed: boolean,
  reasons: VerificationFailureReason[] = [],
): VerificationOutcomeResponse {
  return {
    attempt_id: attemptId,
    result: { success: passed },
    status,
    attempts_left: left,
    reasons: passed ? [] : reasons,
  };
}

/** Records an attempt decided on the spot (manual, licence, SSN) and moves the gate. */
export async function settleNewAttempt(
  tx: Db,
  deps: IdentityDeps,
  patientId: string,
  method: GateMethod,
  decision: CheckDecision,
  left: number,
  evidence: AttemptEvidence,
  reasons: VerificationFailureReason[] = failureReasons(decision.reason),
): Promise<VerificationOutcomeResponse> {
  const id = randomUUID();
  const result = outcomeOf(decision);
  await q.insertAttempt(tx, {
    id,
    patient_id: patientId,
    method,
    provider: 'sandbox',
    provider_ref: decision.providerRef,
    outcome: result,
    assurance_level: decision.passed ? ASSURANCE_BY_METHOD[method] : null,
    reason: decision.reason,
    evidence: JSON.stringify(evidence),
    decided_at: deps.now(),
  });
  const status = await recordOutcome(tx, deps, patientId, method, result);
  return outcomeResponse(id, status, left, decision.passed, reasons);
}

// ---------------------------------------------------------------------------------------------------------

export async function identityStatus(
  deps: IdentityDeps,
  { patientId }: PatientInput,
): Promise<IdentityStatusResponse> {
  const patient = await loadPatient(deps.db, patientId);
  const status = statusOf(patient);
  const latest = await q.latestAttempt(deps.db, patientId);
  const onHold = latest?.outcome === 'on_hold' ? latest : null;
  const ssn = passed(status) ? await q.latestAttempt(deps.db, patientId, 'ssn') : undefined;
  return {
    provider: deps.verifier.name,
    status,
    method: patient.identity.method,
    assurance_level: passed(status) && latest?.assurance_level ? latest.assurance_level : null,
    attempts_left: await attemptsLeft(deps.db, patientId, deps.now()),
    // A coordinator's review of a correction has no call booked by the patient.
    assisted_request: onHold?.assisted_phone
      ? {
          phone: onHold.assisted_phone,
          preferred_time: onHold.assisted_time?.toISOString() ?? '',
          requested_at: onHold.created_at.toISOString(),
        }
      : null,
    ssn_check:
      ssn?.evidence.ssn_last4 && (ssn.outcome === 'passed' || ssn.outcome === 'failed')
        ? { passed: ssn.outcome === 'passed', last4: ssn.evidence.ssn_last4 }
        : null,
  };
}

const passed = (status: VerificationStatus) => status === 'verified' || status === 'awaiting_confirmation';

/**
 * `GET /v1/patient/identity/confirm`: how the patient's identity was confirmed, for their account page —
 * the method, assurance level and when; never the evidence.
 */
export async function identitySummary(
  deps: IdentityDeps,
  { patientId }: PatientInput,
): Promise<IdentitySummaryResponse> {
  const patient = await loadPatient(deps.db, patientId);
  const passed = await q.latestPassedAttempt(deps.db, patientId);
  const { assurance } = patient.identity;
  return {
    status: statusOf(patient),
    method: passed?.method ?? null,
    provider: passed?.provider ?? null,
    assurance_level: assurance.level,
    assurance_method: assurance.method,
    verified_at: assurance.at,
  };
}
