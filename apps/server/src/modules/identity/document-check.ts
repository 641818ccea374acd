import { randomUUID } from 'node:crypto';
import {
  ASSURANCE_BY_METHOD,
  MAX_IMAGE_BYTES,
  type VerificationFailureReason,
  type CaptureRequest,
  type InviteResponse,
  type ManualVerificationRequest,
  type UploadedImage,
  type VerificationOutcomeResponse,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  imageFacts,
  sandboxExtractedIdentity,
  sandboxImagesDecision,
} from '../../providers/identity/sandbox.js';
import { looksLikeImage } from '../../lib/image.js';
import * as q from './queries.js';
import { differingNames } from './rules.js';
import {
  attemptsLeft,
  failureReasons,
  loadPatient,
  outcomeOf,
  outcomeResponse,
  recordOutcome,
  requireSandbox,
  settleNewAttempt,
  withNewAttempt,
  type IdentityDeps,
  type PatientInput,
} from './service.js';
import type { AttemptEvidence } from './tables.js';

/** Decodes an uploaded image, refuses one too large or not an image, and keeps only its facts. */
export function readImage(image: UploadedImage, field: 'document' | 'selfie' = 'document') {
  const bytes = Buffer.from(image.data_base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  if (!looksLikeImage(bytes)) throw new AppError('VALIDATION_FAILED', 400, { field, key: 'image_invalid' });
  return imageFacts(image.file_name, bytes);
}

/** Starts an ID scan + selfie: an Onfido applicant and SDK token, or a sandbox session [IDV-1]. */
export async function startDocumentCheck(
  deps: IdentityDeps,
  { patientId }: PatientInput,
): Promise<InviteResponse> {
  if (deps.verifier.name === 'sandbox') requireSandbox(deps);
  return withNewAttempt(deps, patientId, 'document', async (tx, patient) => {
    const session = await deps.verifier.startDocumentSession({
      first_name: patient.first_name,
      last_name: patient.last_name,
      date_of_birth: patient.date_of_birth,
      email: patient.email,
    });
    const id = randomUUID();
    const evidence: AttemptEvidence = session.onfido
      ? { onfido_applicant_id: session.onfido.applicantId }
      : {};
    await q.insertAttempt(tx, {
      id,
      patient_id: patientId,
      method: 'document',
      provider: deps.verifier.name,
      provider_ref: session.providerRef,
      outcome: 'pending',
      assurance_level: null,
      reason: null,
      evidence: JSON.stringify(evidence),
    });
    return {
      provider: deps.verifier.name,
      attempt_id: id,
      onfido: session.onfido
        ? {
            sdk_token: session.onfido.sdkToken,
            applicant_id: session.onfido.applicantId,
            application_id: session.onfido.applicationId,
          }
        : null,
    };
  });
}

async function pendingDocumentAttempt(
  tx: Db,
  patientId: string,
  attemptId: string,
  provider: 'sandbox' | 'onfido',
) {
  const attempt = await q.findOwnAttempt(tx, patientId, attemptId);
  if (!attempt || attempt.method !== 'document' || attempt.provider !== provider) throw notFound();
  if (attempt.outcome !== 'pending' || attempt.provider_ref === null)
    throw new AppError('IDV_STEP_UNAVAILABLE', 409);
  return attempt;
}

/**
 * The sandbox path: the portal's own capture screens upload the ID and the selfie. Each image is hashed
 * and dropped here; the decision, the hashes and what the document "read" are all that is stored.
 */
export async function submitCapture(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & CaptureRequest,
): Promise<VerificationOutcomeResponse> {
  requireSandbox(deps);
  const document = readImage(request.document);
  const selfie = readImage(request.selfie, 'selfie');
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const attempt = await pendingDocumentAttempt(tx, patientId, request.attempt_id, 'sandbox');
    const patient = await loadPatient(tx, patientId);
    const decision = sandboxImagesDecision([document, selfie]);
    const result = outcomeOf(decision);
    await q.updateAttempt(tx, attempt.id, {
      outcome: result,
      assurance_level: decision.passed ? ASSURANCE_BY_METHOD.document : null,
      reason: decision.reason,
      provider_ref: decision.providerRef,
      evidence: JSON.stringify({
        document_sha256: document.sha256,
        selfie_sha256: selfie.sha256,
      } satisfies AttemptEvidence),
      extracted: decision.passed ? JSON.stringify(sandboxExtractedIdentity(patient)) : null,
      decided_at: deps.now(),
    });
    const status = await recordOutcome(tx, deps, patientId, 'document', result);
    const left = (await attemptsLeft(tx, patientId, deps.now())).document;
    return outcomeResponse(attempt.id, status, left, decision.passed, failureReasons(decision.reason));
  });
}

/** The Onfido SDK finished on the patient's side: ask Onfido for a check; the webhook brings the result. */
export async function completeOnfido(
  deps: IdentityDeps,
  { patientId, attemptId }: PatientInput & { attemptId: string },
) {
  if (!deps.onfido) throw notFound();
  const onfido = deps.onfido;
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const attempt = await pendingDocumentAttempt(tx, patientId, attemptId, 'onfido');
    const check = await onfido.createCheck(attempt.provider_ref!);
    await q.updateAttempt(tx, attempt.id, { provider_ref: check.id });
    const status = await recordOutcome(tx, deps, patientId, 'document', 'pending');
    const left = (await attemptsLeft(tx, patientId, deps.now())).document;
    return { attempt_id: attempt.id, status, attempts_left: left };
  });
}

/** A signed `check.completed` from Onfido: read the check and settle the attempt. Unknown checks are ignored. */
export async function settleOnfidoCheck(
  deps: IdentityDeps,
  { checkId }: { checkId: string },
): Promise<{ handled: 'settled' | 'ignored'; patientId: string | null }> {
  const ignored = { handled: 'ignored' as const, patientId: null };
  if (!deps.onfido) return ignored;
  const attempt = await q.findAttemptByProviderRef(deps.db, 'onfido', checkId);
  if (!attempt || attempt.outcome !== 'pending') return ignored;
  const check = await deps.onfido.checkResult(checkId);
  if (check.status !== 'complete') return ignored;
  const passed = check.result === 'clear';
  await deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const patient = await loadPatient(tx, attempt.patient_id);
    await q.updateAttempt(tx, attempt.id, {
      outcome: passed ? 'passed' : 'failed',
      assurance_level: passed ? ASSURANCE_BY_METHOD.document : null,
      reason: passed ? null : `onfido_${check.result ?? 'unknown'}`,
      // Onfido keeps the document; we show the account's details for the patient to confirm.
      extracted: passed ? JSON.stringify({ ...sandboxExtractedIdentity(patient), address: null }) : null,
      decided_at: deps.now(),
    });
    await recordOutcome(tx, deps, attempt.patient_id, 'document', passed ? 'passed' : 'failed');
  });
  return { handled: 'settled', patientId: attempt.patient_id };
}

/**
 * Manual identification: details plus a document; the sandbox reads the document and compares the details
 * with the account's, by the same tolerance as a correction of a scanned ID [IDV-4]. A failure names each of
 * the patient's own fields that differs (see VERIFICATION_FAILURE_REASONS).
 */
export async function submitManual(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & ManualVerificationRequest,
) {
  requireSandbox(deps);
  const document = readImage(request.document);
  return withNewAttempt(deps, patientId, 'manual', async (tx, patient, left) => {
    const images = sandboxImagesDecision([document]);
    const reasons: VerificationFailureReason[] = [
      ...differingNames(patient, request).map((field) => `${field}_mismatch` as const),
      ...(request.date_of_birth === patient.date_of_birth ? [] : ['date_of_birth_mismatch' as const]),
      ...failureReasons(images.reason),
    ];
    const decision = {
      ...images,
      passed: reasons.length === 0,
      reason: images.reason ?? (reasons.length === 0 ? null : 'details_mismatch'),
    };
    return settleNewAttempt(
      tx,
      deps,
      patientId,
      'manual',
      decision,
      left,
      { document_sha256: document.sha256, document_type: request.document_type },
      reasons,
    );
  });
}
