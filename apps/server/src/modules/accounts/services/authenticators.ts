import { randomUUID } from 'node:crypto';
import type { Authenticator, NewAuthenticator } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { auditChanges, type Changed } from '../../audit/changes.js';
import { decryptSecret, encryptSecret } from '../../../lib/encryption.js';
import { totpSeedContext as seedContext } from '../../../lib/encrypted-columns.js';
import { matchTotpStep, newTotpSecret, otpauthUri, qrDataUrl } from '../../../lib/totp.js';
import * as q from '../queries.js';
import { factorAdded } from '../../recovery/service.js';
import { passStepUp } from './codes.js';
import type { Caller, Deps } from './shared.js';

const encryptSeed = (deps: Deps, authenticatorId: string, seed: string) =>
  encryptSecret(seed, deps.config.encryptionKey, seedContext(authenticatorId));
const decryptSeed = (deps: Deps, app: { id: string; secret: string }) =>
  decryptSecret(app.secret, deps.config, seedContext(app.id));

/** Tries the patient's confirmed authenticator apps; the accepted step is burnt so the code cannot replay. */
export async function acceptTotp(
  deps: Deps,
  input: { patientId: string; code: string; now: Date },
): Promise<boolean> {
  const apps = (await q.listAuthenticators(deps.db, input.patientId)).filter((a) => a.confirmed_at);
  for (const app of apps) {
    const step = matchTotpStep(decryptSeed(deps, app), input.code, input.now);
    if (step !== null && (await q.useTotpStep(deps.db, app.id, step, false, input.now))) return true;
  }
  return false;
}

const toAuthenticator = (row: {
  id: string;
  label: string;
  confirmed_at: Date | null;
  created_at: Date;
}): Authenticator => ({
  id: row.id,
  label: row.label,
  confirmed: row.confirmed_at !== null,
  created_at: row.created_at.toISOString(),
});

/** AUTH-6 */
export async function listAuthenticators(
  deps: Deps,
  input: { patientId: string; caller: Caller },
): Promise<Authenticator[]> {
  const { patientId } = input;
  const rows = await q.listAuthenticators(deps.db, patientId);
  return rows.map(toAuthenticator);
}

/**
 * AUTH-6: a new, unconfirmed app, after a fresh code from the phone (step-up); it counts as a second factor once
 * a code from the app is confirmed.
 */
export async function addAuthenticator(
  deps: Deps,
  input: {
    patientId: string;
    sessionId: string;
    label: string;
    issuer: string;
    mfa_token: string;
    code: string;
    caller: Caller;
  },
): Promise<NewAuthenticator> {
  const { patientId } = input;
  await passStepUp(deps, { ...input, action: 'add_authenticator' });
  const patient = await q.findPatientById(deps.db, patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  const secret = newTotpSecret();
  const id = randomUUID();
  const row = await q.insertAuthenticator(deps.db, {
    id,
    patient_id: patientId,
    label: input.label,
    secret: encryptSeed(deps, id, secret),
  });
  const uri = otpauthUri(secret, input.issuer, patient.email);
  return { ...toAuthenticator(row), otpauth_uri: uri, qr_data_url: await qrDataUrl(uri), secret };
}

async function acceptAuthenticatorCode(
  deps: Deps,
  input: { patientId: string; id: string; code: string; confirm: boolean },
) {
  const { patientId } = input;
  const now = deps.now();
  const app = await q.findAuthenticator(deps.db, patientId, input.id);
  if (!app) throw new AppError('AUTHENTICATOR_NOT_FOUND', 404);
  await hit(
    deps.db,
    [{ bucket: `totp:account:${patientId}`, limit: deps.config.limits.loginPerAccount }],
    now,
  );
  const step = matchTotpStep(decryptSeed(deps, app), input.code, now);
  if (step === null || !(await q.useTotpStep(deps.db, app.id, step, input.confirm, now))) {
    throw new AppError('AUTHENTICATOR_CODE_INVALID', 400);
  }
  return app;
}

/**
 * AUTH-6: confirms a new app with a code from it; from then on it is a second factor, so the patient is told, with
 * a link that removes it.
 */
export async function confirmAuthenticator(
  deps: Deps,
  input: { patientId: string; id: string; code: string; caller: Caller },
): Promise<Authenticator> {
  const app = await acceptAuthenticatorCode(deps, { ...input, confirm: true });
  if (!app.confirmed_at) {
    await factorAdded(deps, {
      patientId: input.patientId,
      kind: 'authenticator',
      id: app.id,
      label: app.label,
    });
  }
  return toAuthenticator({ ...app, confirmed_at: app.confirmed_at ?? deps.now() });
}

/** AUTH-6: removal needs a fresh code from that app (one not used before). */
export async function removeAuthenticator(
  deps: Deps,
  input: { patientId: string; id: string; code: string; caller: Caller },
): Promise<void> {
  await acceptAuthenticatorCode(deps, { ...input, confirm: false });
  await q.deleteAuthenticator(deps.db, input.patientId, input.id);
}

/** PROF-7: a new name; only the patient's own app (else 404, as for one that does not exist). */
export async function renameAuthenticator(
  deps: Deps,
  input: { patientId: string; id: string; label: string; caller: Caller },
): Promise<Changed<Authenticator>> {
  const row = await q.renameAuthenticator(deps.db, input.patientId, input.id, input.label);
  if (!row) throw new AppError('AUTHENTICATOR_NOT_FOUND', 404);
  const { previous, ...renamed } = row;
  return {
    content: toAuthenticator(renamed),
    changes: auditChanges({ label: previous }, { label: renamed.label }, ['label']),
  };
}
