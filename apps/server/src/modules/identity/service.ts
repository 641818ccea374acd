import { randomUUID } from 'node:crypto';
import {
  ASSURANCE_BY_METHOD,
  MAX_IMAGE_BYTES,
  normalizeLicenceNumber,
  normalizePersonName,
  ssnLastFour,
  type AssistedVerificationRequest,
  type AttemptOutcome,
  type CaptureRequest,
  type ConfirmInformationRequest,
  type DriverLicenceRequest,
  type IdentityStatusResponse,
  type InviteResponse,
  type ManualVerificationRequest,
  type SsnCrossCheckRequest,
  type UploadedImage,
  type VerificationMethod,
  type VerificationOutcomeResponse,
  type VerificationStatus,
  type VerifiedInformationResponse,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import type { OnfidoClient } from '../../providers/identity/onfido.js';
import {
  imageFacts,
  sandboxExtractedIdentity,
  sandboxImagesDecision,
  sandboxLicenceDecision,
  sandboxSsnDecision,
} from '../../providers/identity/sandbox.js';
import type { CheckDecision, DocumentVerifier, ExtractedIdentity } from '../../providers/identity/types.js';
import { audit, patientActor } from '../audit/audit.js';
import * as q from './queries.js';
import { ATTEMPT_WINDOW_MS, attemptsLeftByMethod, canStartAttempt, statusAfter } from './rules.js';
import type { AttemptEvidence } from './tables.js';

export interface IdentityDeps {
  db: Db;
  now: () => Date;
  /** Onfido when configured, the sandbox verifier otherwise. */
  verifier: DocumentVerifier;
  onfido: OnfidoClient | null;
}

type Patient = NonNullable<Awaited<ReturnType<typeof q.findPatient>>>;

const statusOf = (patient: Patient): VerificationStatus =>
  (patient.identity_status as VerificationStatus | null) ?? 'not_started';

async function loadPatient(db: Db, patientId: string): Promise<Patient> {
  const patient = await q.findPatient(db, patientId);
  if (!patient) throw notFound();
  return patient;
}

async function attemptsLeft(db: Db, patientId: string, now: Date) {
  const recent = await q.recentAttempts(db, patientId, new Date(now.getTime() - ATTEMPT_WINDOW_MS));
  return attemptsLeftByMethod(recent, now);
}

/**
 * Everything that starts an attempt goes through here, inside one transaction holding the patient's
 * onboarding row, so two tabs cannot both slip under the daily limit or start while verified.
 */
async function withNewAttempt<T>(
  deps: IdentityDeps,
  patientId: string,
  method: VerificationMethod,
  work: (tx: Db, patient: Patient, left: number) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await tx
      .selectFrom('onboarding')
      .select('patient_id')
      .where('patient_id', '=', patientId)
      .forUpdate()
      .execute();
    const patient = await loadPatient(tx, patientId);
    if (!canStartAttempt(statusOf(patient))) throw new AppError('IDV_STEP_UNAVAILABLE', 409);
    const left = (await attemptsLeft(tx, patientId, deps.now()))[method];
    if (left <= 0) throw new AppError('IDV_ATTEMPTS_EXCEEDED', 429);
    return work(tx, patient, left - 1);
  });
}

async function record(
  tx: Db,
  deps: IdentityDeps,
  patientId: string,
  method: VerificationMethod,
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
  return status;
}

/** Decodes an uploaded image, refuses one too large or not an image, and keeps only its facts. */
export function readImage(image: UploadedImage, field: 'document' | 'selfie' = 'document') {
  const bytes = Buffer.from(image.data_base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  if (!looksLikeImage(bytes)) throw new AppError('VALIDATION_FAILED', 400, { field, key: 'image_invalid' });
  return imageFacts(image.file_name, bytes);
}

/** JPEG, PNG or WebP by their first bytes: a renamed PDF or script is not an ID photo. */
export function looksLikeImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

const outcome = (decision: CheckDecision): AttemptOutcome => (decision.passed ? 'passed' : 'failed');

function outcomeResponse(
  attemptId: string,
  status: VerificationStatus,
  left: number,
  passed: boolean,
): VerificationOutcomeResponse {
  return { attempt_id: attemptId, result: { success: passed }, status, attempts_left: left };
}

// ---------------------------------------------------------------------------------------------------------

export async function identityStatus(deps: IdentityDeps, patientId: string): Promise<IdentityStatusResponse> {
  const patient = await loadPatient(deps.db, patientId);
  const status = statusOf(patient);
  const latest = await q.latestAttempt(deps.db, patientId);
  const onHold = latest?.outcome === 'on_hold' ? latest : null;
  const passed = status === 'verified' || status === 'awaiting_confirmation';
  return {
    provider: deps.verifier.name,
    status,
    method: (patient.identity_method as VerificationMethod | null) ?? null,
    assurance_level: passed && latest?.assurance_level ? latest.assurance_level : null,
    attempts_left: await attemptsLeft(deps.db, patientId, deps.now()),
    assisted_request: onHold
      ? {
          phone: onHold.assisted_phone ?? '',
          preferred_time: onHold.assisted_time?.toISOString() ?? '',
          requested_at: onHold.created_at.toISOString(),
        }
      : null,
  };
}

/** Starts an ID scan + selfie: an Onfido applicant and SDK token, or a sandbox session [IDV-1]. */
export async function startDocumentCheck(deps: IdentityDeps, patientId: string): Promise<InviteResponse> {
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
  patientId: string,
  request: CaptureRequest,
): Promise<VerificationOutcomeResponse> {
  const document = readImage(request.document);
  const selfie = readImage(request.selfie, 'selfie');
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const attempt = await pendingDocumentAttempt(tx, patientId, request.attempt_id, 'sandbox');
    const patient = await loadPatient(tx, patientId);
    const decision = sandboxImagesDecision([document, selfie]);
    const result = outcome(decision);
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
    const status = await record(tx, deps, patientId, 'document', result);
    const left = (await attemptsLeft(tx, patientId, deps.now())).document;
    return outcomeResponse(attempt.id, status, left, decision.passed);
  });
}

/** The Onfido SDK finished on the patient's side: ask Onfido for a check; the webhook brings the result. */
export async function completeOnfido(deps: IdentityDeps, patientId: string, attemptId: string) {
  if (!deps.onfido) throw notFound();
  const onfido = deps.onfido;
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const attempt = await pendingDocumentAttempt(tx, patientId, attemptId, 'onfido');
    const check = await onfido.createCheck(attempt.provider_ref!);
    await q.updateAttempt(tx, attempt.id, { provider_ref: check.id });
    const status = await record(tx, deps, patientId, 'document', 'pending');
    const left = (await attemptsLeft(tx, patientId, deps.now())).document;
    return { attempt_id: attempt.id, status, attempts_left: left };
  });
}

/** A signed `check.completed` from Onfido: read the check and settle the attempt. Unknown checks are ignored. */
export async function settleOnfidoCheck(deps: IdentityDeps, checkId: string): Promise<'settled' | 'ignored'> {
  if (!deps.onfido) return 'ignored';
  const attempt = await q.findAttemptByProviderRef(deps.db, 'onfido', checkId);
  if (!attempt || attempt.outcome !== 'pending') return 'ignored';
  const check = await deps.onfido.checkResult(checkId);
  if (check.status !== 'complete') return 'ignored';
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
    await record(tx, deps, attempt.patient_id, 'document', passed ? 'passed' : 'failed');
    await audit(tx, {
      patientId: attempt.patient_id,
      actor: 'onfido',
      action: 'update',
      resource: 'identity.attempt',
    });
  });
  return 'settled';
}

/** Manual identification: details plus a document; the sandbox reads the document and compares the details [IDV-4]. */
export async function submitManual(
  deps: IdentityDeps,
  patientId: string,
  request: ManualVerificationRequest,
) {
  const document = readImage(request.document);
  return withNewAttempt(deps, patientId, 'manual', async (tx, patient, left) => {
    const images = sandboxImagesDecision([document]);
    const detailsMatch =
      normalizePersonName(`${request.first_name} ${request.last_name}`) ===
        normalizePersonName(`${patient.first_name} ${patient.last_name}`) &&
      request.date_of_birth === patient.date_of_birth;
    const decision = {
      ...images,
      passed: images.passed && detailsMatch,
      reason: images.reason ?? (detailsMatch ? null : 'details_mismatch'),
    };
    return settleNewAttempt(tx, deps, patientId, 'manual', decision, left, {
      document_sha256: document.sha256,
      document_type: request.document_type,
    });
  });
}

async function settleNewAttempt(
  tx: Db,
  deps: IdentityDeps,
  patientId: string,
  method: VerificationMethod,
  decision: CheckDecision,
  left: number,
  evidence: AttemptEvidence,
): Promise<VerificationOutcomeResponse> {
  const id = randomUUID();
  const result = outcome(decision);
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
  const status = await record(tx, deps, patientId, method, result);
  return outcomeResponse(id, status, left, decision.passed);
}

/** Driver licence check against the (sandbox) licence record [IDV-6]. Only the state and last four are kept. */
export async function checkDriverLicence(
  deps: IdentityDeps,
  patientId: string,
  request: DriverLicenceRequest,
) {
  return withNewAttempt(deps, patientId, 'driver_licence', async (tx, _patient, left) => {
    const number = normalizeLicenceNumber(request.number);
    const decision = sandboxLicenceDecision({ ...request, number });
    return settleNewAttempt(tx, deps, patientId, 'driver_licence', decision, left, {
      licence_state: request.state,
      licence_last4: number.slice(-4),
    });
  });
}

/** SSN cross-check [IDV-7]: the full number goes to the provider only; the last four digits are all we keep. */
export async function crossCheckSsn(deps: IdentityDeps, patientId: string, request: SsnCrossCheckRequest) {
  return withNewAttempt(deps, patientId, 'ssn', async (tx, _patient, left) => {
    const decision = sandboxSsnDecision(request.ssn);
    return settleNewAttempt(tx, deps, patientId, 'ssn', decision, left, {
      ssn_last4: ssnLastFour(request.ssn),
    });
  });
}

/** Coordinator-assisted: the account is on hold until a coordinator approves or rejects [IDV-5]. */
export async function requestAssisted(
  deps: IdentityDeps,
  patientId: string,
  request: AssistedVerificationRequest,
) {
  const preferred = new Date(request.preferred_time);
  const now = deps.now();
  const inThirtyDays = now.getTime() + 30 * 24 * 3600_000;
  if (preferred.getTime() < now.getTime() - 60_000 || preferred.getTime() > inThirtyDays) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'preferred_time', key: 'preferred_time_range' });
  }
  return withNewAttempt(deps, patientId, 'assisted', async (tx) => {
    const id = randomUUID();
    await q.insertAttempt(tx, {
      id,
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
    await record(tx, deps, patientId, 'assisted', 'on_hold');
    return identityStatus({ ...deps, db: tx }, patientId);
  });
}

/**
 * `GET /v1/patient/identity/confirm`: how the patient's identity was confirmed, for their account page —
 * the method, assurance level and when; never the evidence.
 */
export async function identitySummary(deps: IdentityDeps, patientId: string) {
  const patient = await loadPatient(deps.db, patientId);
  const passed = await deps.db
    .selectFrom('identity_attempts')
    .select(['method', 'provider', 'assurance_level', 'decided_at', 'confirmed_at'])
    .where('patient_id', '=', patientId)
    .where('outcome', '=', 'passed')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    status: statusOf(patient),
    method: passed?.method ?? null,
    provider: passed?.provider ?? null,
    assurance_level: passed?.assurance_level ?? null,
    verified_at: (passed?.confirmed_at ?? passed?.decided_at)?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Confirm your information [IDV-8]

export async function verifiedInformation(
  deps: IdentityDeps,
  patientId: string,
): Promise<VerifiedInformationResponse> {
  const patient = await loadPatient(deps.db, patientId);
  const status = statusOf(patient);
  const attempt = await q.latestPassedDocument(deps.db, patientId);
  if (!attempt?.extracted || (status !== 'awaiting_confirmation' && status !== 'verified')) {
    throw new AppError('IDV_NOT_VERIFIED', 409);
  }
  const shown: ExtractedIdentity = attempt.confirmed ?? attempt.extracted;
  return { ...shown };
}

/**
 * The patient confirms or corrects what the document read. Corrected names and date of birth become the
 * account's (the HIPAA signature and record matching use them); the address prefills the primary address.
 */
export async function confirmInformation(
  deps: IdentityDeps,
  patientId: string,
  request: ConfirmInformationRequest,
  ip: string,
) {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const patient = await loadPatient(tx, patientId);
    const attempt = await q.latestPassedDocument(tx, patientId);
    if (statusOf(patient) !== 'awaiting_confirmation' || !attempt)
      throw new AppError('IDV_NOT_VERIFIED', 409);
    const confirmed: ExtractedIdentity = {
      first_name: request.first_name,
      last_name: request.last_name,
      date_of_birth: request.date_of_birth,
      address: request.address ? { ...request.address, address2: request.address.address2 ?? null } : null,
    };
    await q.updateAttempt(tx, attempt.id, { confirmed: JSON.stringify(confirmed), confirmed_at: deps.now() });
    await q.updatePatientIdentity(
      tx,
      patientId,
      {
        first_name: confirmed.first_name,
        last_name: confirmed.last_name,
        date_of_birth: confirmed.date_of_birth,
      },
      deps.now(),
    );
    await q.setIdentityGate(tx, patientId, 'verified', 'document', deps.now());
    await audit(tx, {
      patientId,
      actor: patientActor(patientId),
      action: 'update',
      resource: 'identity.confirmation',
      ip,
    });
    return { status: 'verified' as const };
  });
}

// ---------------------------------------------------------------------------------------------------------
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
  attemptId: string,
  decision: 'approve' | 'reject',
  by: string,
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
    const status = await record(tx, deps, attempt.patient_id, 'assisted', result);
    await audit(tx, {
      patientId: attempt.patient_id,
      actor: `coordinator:${by}`,
      action: decision,
      resource: 'identity.attempt',
    });
    return { id: attempt.id, outcome: result, status, decided_by: by, decided_at: decidedAt.toISOString() };
  });
}
