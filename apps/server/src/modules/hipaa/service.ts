import { randomUUID } from 'node:crypto';
import {
  signatureMatchesName,
  type HipaaAuthorizationResponse,
  type RevokeHipaaResponse,
  type SignHipaaRequest,
  type SignHipaaResponse,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  authorizationExpiry,
  authorizationHash,
  currentAuthorization,
  HIPAA_POLICIES,
  type HipaaLanguage,
} from './authorization-text.js';
import { readGates } from '../gatepass/service.js';
import * as q from './queries.js';

/** The module context's part HIPAA needs. */
export interface HipaaDeps {
  db: Db;
  now: () => Date;
}

export async function readAuthorization(
  { db, now }: HipaaDeps,
  { patientId, language }: { patientId: string; language: HipaaLanguage },
): Promise<HipaaAuthorizationResponse> {
  const version = currentAuthorization();
  const signed = await q.currentSignature(db, patientId, now());
  return {
    version: version.version,
    language,
    content_hash: authorizationHash(version, language),
    ...version.text[language],
    policies: HIPAA_POLICIES.map((p) => ({ ...p })),
    signed: signed
      ? {
          version: signed.version,
          signed_at: signed.signed_at.toISOString(),
          signer_name: signed.signer_name,
        }
      : null,
  };
}

/**
 * Signs the current authorization [HIPAA-1]: only after identity verification, only the version and text
 * the patient was shown (a newer version must be read first), and only with the account's full name typed.
 */
export async function signAuthorization(
  deps: HipaaDeps,
  { patientId, request, ip }: { patientId: string; request: SignHipaaRequest; ip: string },
): Promise<SignHipaaResponse> {
  const { db } = deps;
  const now = deps.now();
  const signer = await q.findSigner(db, patientId);
  if (!signer) throw notFound();
  const gates = await readGates(deps, { patientId });
  if (gates.identity.status !== 'verified') throw new AppError('IDV_NOT_VERIFIED', 409);
  const version = currentAuthorization();
  if (
    request.version !== version.version ||
    request.content_hash !== authorizationHash(version, request.language)
  ) {
    throw new AppError('HIPAA_VERSION_STALE', 409);
  }
  if (!signatureMatchesName(request.full_name, signer.first_name, signer.last_name)) {
    throw new AppError('HIPAA_NAME_MISMATCH', 422);
  }
  return db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    await q.insertSignature(tx, {
      id: randomUUID(),
      patient_id: patientId,
      version: version.version,
      language: request.language,
      content_hash: request.content_hash,
      signer_name: request.full_name,
      signed_at: now,
      ip,
      expires_at: authorizationExpiry(now),
    });
    await q.markHipaaSigned(tx, patientId, now);
    return { version: version.version, signed_at: now.toISOString(), signer_name: request.full_name };
  });
}

/** The authorization in force (signed, not expired, not revoked), if any: records are retrieved only under it. */
export async function authorizationInForce(
  { db, now }: HipaaDeps,
  { patientId }: { patientId: string },
): Promise<{ version: string; signed_at: Date; expires_at: Date } | undefined> {
  return q.currentSignature(db, patientId, now());
}

/**
 * Revokes the authorization in force [HIPAA-1]: the portal stops retrieving records (a pull refuses to start,
 * a queued one is not run) and the patient is asked to sign again before the next pull. 404 when none is in force.
 */
export async function revokeAuthorization(
  deps: HipaaDeps,
  { patientId, by }: { patientId: string; by: string },
): Promise<RevokeHipaaResponse> {
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    if ((await q.revokeInForce(tx, patientId, at, by)) === 0) throw notFound();
    await q.clearHipaaSigned(tx, patientId, at);
    return { revoked_at: at.toISOString() };
  });
}
