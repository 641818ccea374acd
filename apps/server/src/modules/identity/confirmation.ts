import type { ConfirmInformationRequest, VerifiedInformationResponse } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { ExtractedIdentity } from '../../providers/identity/types.js';
import { audit, patientActor } from '../audit/audit.js';
import * as q from './queries.js';
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
 * The patient confirms or corrects what the document read. Corrected names and date of birth become the
 * account's (the HIPAA signature and record matching use them); the address prefills the primary address.
 */
export async function confirmInformation(
  deps: IdentityDeps,
  { patientId, ip, ...request }: PatientInput & ConfirmInformationRequest & { ip: string },
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
