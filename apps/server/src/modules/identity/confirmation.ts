import { randomUUID } from 'node:crypto';
import type { ConfirmInformationRequest, VerifiedInformationResponse } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { ExtractedIdentity } from '../../providers/identity/types.js';
import * as q from './queries.js';
import { withinConfirmationTolerance } from './rules.js';
import { loadPatient, statusOf, type IdentityDeps, type PatientInput } from './service.js';

// Confirm your information [IDV-8]

export async function verifiedInformation(
  deps: IdentityDeps,
  { patientId }: PatientInput,
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
 * The patient confirms what the document proved, or corrects how it is written. A correction within
 * `withinConfirmationTolerance` (accents, punctuation, particles, a second surname, a middle initial) becomes the account's spelling and
 * the patient is verified; anything more (another surname, another date of birth) is another identity claim,
 * so the case goes to a coordinator instead, with what the document read and what the patient typed. The
 * address only prefills the primary address.
 */
export async function confirmInformation(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & ConfirmInformationRequest,
): Promise<{ status: 'verified' | 'on_hold' }> {
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const patient = await loadPatient(tx, patientId, true);
    const attempt = await q.latestPassedDocument(tx, patientId);
    if (statusOf(patient) !== 'awaiting_confirmation' || !attempt?.extracted)
      throw new AppError('IDV_NOT_VERIFIED', 409);
    const now = deps.now();
    const typed: ExtractedIdentity = {
      first_name: request.first_name.trim(),
      last_name: request.last_name.trim(),
      date_of_birth: request.date_of_birth,
      address: request.address ? { ...request.address, address2: request.address.address2 ?? null } : null,
    };
    const within = withinConfirmationTolerance(attempt.extracted, typed);
    if (within) {
      await q.updateAttempt(tx, attempt.id, { confirmed: JSON.stringify(typed), confirmed_at: now });
      await q.updatePatientIdentity(
        tx,
        patientId,
        { first_name: typed.first_name, last_name: typed.last_name, date_of_birth: typed.date_of_birth },
        now,
      );
      await q.setIdentityGate(tx, patientId, 'verified', 'document', now);
      await q.setAssurance(tx, patientId, 'document_selfie', 'document', now);
    } else {
      await q.insertAttempt(tx, {
        id: randomUUID(),
        patient_id: patientId,
        method: 'assisted',
        provider: 'coordinator',
        provider_ref: attempt.id,
        outcome: 'on_hold',
        assurance_level: null,
        reason: 'confirmation_mismatch',
        evidence: JSON.stringify({}),
        extracted: JSON.stringify(attempt.extracted),
        confirmed: JSON.stringify(typed),
      });
      await q.setIdentityGate(tx, patientId, 'on_hold', 'assisted', now);
    }
    return { status: within ? 'verified' : 'on_hold' };
  });
}
