import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  LoginPasskeyRequest,
  Passkey,
  PasswordlessLoginRequest,
  RegisterPasskeyRequest,
  SessionTokens,
} from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { auditChanges, type Changed } from '../../audit/changes.js';
import { ANONYMOUS_ACTOR } from '../../audit/service.js';
import { factorAdded } from '../../recovery/service.js';
import * as q from '../queries.js';
import { passStepUp } from './codes.js';
import { finishSignIn, openSession, signInChallenge } from './login.js';
import { originSettings, relyingParty } from '../rules.js';
import { later, minutes, otherPortal, type Caller, type Deps } from './shared.js';
import {
  acceptAnswer,
  acceptAttemptAnswer,
  attemptOptions,
  CEREMONY_MINUTES,
  party,
  signedChallenge,
  spendAnsweredChallenge,
  transportsOf,
} from './webauthn.js';

const toPasskey = (row: {
  id: string;
  label: string;
  created_at: Date;
  last_used_at: Date | null;
}): Passkey => ({
  id: row.id,
  label: row.label,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/** What both passkey sign-ins open with: the relying party, the time, and the client address's count of tries. */
async function signInAttempt(deps: Deps, caller: Caller) {
  const rp = party(deps, caller.brand);
  const now = deps.now();
  await hit(deps.db, [{ bucket: `code-check:ip:${caller.ip}`, limit: deps.config.limits.loginPerIp }], now);
  return { rp, now };
}

/** AUTH-6: the patient's passkeys (never their keys or counters). */
export async function listPasskeys(
  deps: Deps,
  input: { patientId: string; caller: Caller },
): Promise<Passkey[]> {
  return (await q.listPasskeys(deps.db, input.patientId)).map(toPasskey);
}

/**
 * AUTH-6: after a fresh code from the phone (step-up), the options the browser creates a passkey with; the
 * challenge is stored for one use. A key already registered is excluded, so the browser does not make a twin.
 */
export async function passkeyRegistrationOptions(
  deps: Deps,
  input: {
    patientId: string;
    sessionId: string;
    mfa_token: string;
    code: string;
    rpName: string;
    caller: Caller;
  },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { patientId } = input;
  const rp = party(deps, input.caller.brand);
  await passStepUp(deps, { ...input, action: 'add_passkey' });
  const patient = await q.findPatientById(deps.db, patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  const existing = await q.listPasskeys(deps.db, patientId);
  const options = await generateRegistrationOptions({
    rpName: input.rpName,
    rpID: rp.id,
    // The account id, not the email: the authenticator keeps the handle, and it names nobody.
    userID: new TextEncoder().encode(patientId),
    userName: patient.email,
    userDisplayName: `${patient.first_name} ${patient.last_name}`,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credential_id,
      transports: transportsOf(key.transports),
    })),
    // Discoverable and verified (PIN or biometrics), so the same passkey can later sign in alone, where it is
    // both factors: something held and something known or been.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: minutes(CEREMONY_MINUTES),
  });
  const now = deps.now();
  await q.insertWebauthnChallenge(deps.db, {
    id: randomUUID(),
    patient_id: patientId,
    purpose: 'register',
    mfa_challenge_id: null,
    challenge: options.challenge,
    expires_at: later(now, minutes(CEREMONY_MINUTES)),
  });
  return options;
}

/**
 * AUTH-6: checks the browser's new credential against a live registration challenge (used up first) and keeps it;
 * the patient is told, with a link that removes it.
 */
export async function registerPasskey(
  deps: Deps,
  input: RegisterPasskeyRequest & { patientId: string; caller: Caller },
): Promise<Passkey> {
  const { patientId } = input;
  const rp = party(deps, input.caller.brand);
  const now = deps.now();
  const response = input.credential as RegistrationResponseJSON;
  const used = await q.useWebauthnChallenge(deps.db, {
    patientId,
    purpose: 'register',
    challenge: signedChallenge(response.response.clientDataJSON),
    mfaChallengeId: null,
    now,
  });
  if (!used) throw new AppError('PASSKEY_INVALID', 400);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: used.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw new AppError('PASSKEY_INVALID', 400);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const row = await q.insertPasskey(deps.db, {
    id: randomUUID(),
    patient_id: patientId,
    credential_id: credential.id,
    public_key: credential.publicKey,
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    label: input.label ?? 'Passkey',
    brand: input.caller.brand,
    backed_up: credentialBackedUp,
  });
  if (!row) throw new AppError('PASSKEY_INVALID', 400);
  await factorAdded(deps, { patientId, kind: 'passkey', id: row.id, label: row.label });
  return toPasskey(row);
}

/**
 * AUTH-6: removing a passkey needs a fresh step-up; only the patient's own (else 404), looked for before the
 * step-up's code is spent, so a passkey already gone (removed in another tab) leaves the code for the next try.
 */
export async function removePasskey(
  deps: Deps,
  input: {
    patientId: string;
    sessionId: string;
    id: string;
    mfa_token: string;
    code: string;
    caller: Caller;
  },
): Promise<void> {
  const keys = await q.listPasskeys(deps.db, input.patientId);
  if (!keys.some((key) => key.id === input.id)) throw new AppError('PASSKEY_NOT_FOUND', 404);
  await passStepUp(deps, { ...input, action: 'remove_passkey' });
  if (!(await q.deletePasskey(deps.db, input.patientId, input.id)))
    throw new AppError('PASSKEY_NOT_FOUND', 404);
}

/**
 * PROF-7: a new name for one of the patient's passkeys (else 404, as for one that does not exist). No fresh code:
 * a name changes nothing about how the account is signed in to, as for authenticator apps; the audit row keeps
 * the name before and after.
 */
export async function renamePasskey(
  deps: Deps,
  input: { patientId: string; id: string; label: string; caller: Caller },
): Promise<Changed<Passkey>> {
  const row = await q.renamePasskey(deps.db, input.patientId, input.id, input.label);
  if (!row) throw new AppError('PASSKEY_NOT_FOUND', 404);
  const { previous, ...renamed } = row;
  return {
    content: toPasskey(renamed),
    changes: auditChanges({ label: previous }, { label: renamed.label }, ['label']),
  };
}

/** A login attempt (after the password) of an account that has passkeys; anything else answers as a bad token. */
async function passkeyLogin(deps: Deps, input: { mfa_token: string; caller: Caller }) {
  const challenge = await signInChallenge(deps, { mfaToken: input.mfa_token });
  input.caller.note({ patientId: challenge.patient_id, actor: ANONYMOUS_ACTOR });
  if (challenge.purpose !== 'login' || !challenge.patient_id) throw new AppError('MFA_TOKEN_INVALID', 400);
  return { ...challenge, purpose: challenge.purpose, patient_id: challenge.patient_id };
}

/**
 * AUTH-2: a passkey as the second factor of a login attempt: the options name the account's passkeys and carry a
 * challenge bound to that attempt.
 */
export async function passkeyLoginOptions(
  deps: Deps,
  input: { mfa_token: string; caller: Caller },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  party(deps, input.caller.brand); // without a relying party, refused before the attempt is looked at
  const challenge = await passkeyLogin(deps, input);
  return attemptOptions(deps, {
    purpose: 'login',
    attemptId: challenge.id,
    patientId: challenge.patient_id,
    brand: input.caller.brand,
    now: deps.now(),
  });
}

/**
 * AUTH-2 / AUTH-3: checks the passkey's signature and starts the session. Every try counts before it is checked, on
 * the attempt's own counter that codes use too (5 in all) and per account; the challenge is used up before the
 * signature is compared; the signature counter must move forward, atomically, so a cloned key is refused.
 */
export async function loginWithPasskey(
  deps: Deps,
  input: LoginPasskeyRequest & { caller: Caller },
): Promise<SessionTokens> {
  const { caller } = input;
  const { rp, now } = await signInAttempt(deps, caller);
  const challenge = await passkeyLogin(deps, input);
  await acceptAttemptAnswer(deps, {
    rp,
    purpose: 'login',
    attemptId: challenge.id,
    patientId: challenge.patient_id,
    credential: input.credential,
    now,
  });
  return finishSignIn(deps, { challenge, caller, now });
}

/**
 * AUTH-2: options for a passkey alone (no password, no code): no allowed credentials, so the browser offers the
 * discoverable passkeys it holds for this site; user verification is required, as the passkey is then both
 * factors. The challenge belongs to no one until answered, and anyone may ask: counted per client address.
 */
export async function passwordlessOptions(
  deps: Deps,
  input: { caller: Caller },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = party(deps, input.caller.brand);
  const now = deps.now();
  await hit(
    deps.db,
    [{ bucket: `passwordless:ip:${input.caller.ip}`, limit: deps.config.limits.loginPerIp }],
    now,
  );
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: minutes(CEREMONY_MINUTES),
  });
  await q.sweepPasswordlessChallenges(deps.db, now);
  await q.insertWebauthnChallenge(deps.db, {
    id: randomUUID(),
    patient_id: null,
    purpose: 'passwordless',
    mfa_challenge_id: null,
    challenge: options.challenge,
    expires_at: later(now, minutes(CEREMONY_MINUTES)),
  });
  return options;
}

/**
 * A passkey made for another brand's relying party answered here (a browser offers it only on its own portal, so
 * the answer was carried over). It names its own portal only if its signature verifies for that portal (the
 * caller holds it); anything else is the refusal any bad answer gets.
 */
async function passkeyOfOtherPortal(
  deps: Deps,
  input: {
    key: NonNullable<Awaited<ReturnType<typeof q.findPasskeyByCredential>>>;
    response: AuthenticationResponseJSON;
    challenge: string;
    now: Date;
  },
): Promise<AppError> {
  const { key } = input;
  const own = relyingParty(originSettings(deps.config), key.brand);
  const proved =
    own !== undefined &&
    (await acceptAnswer(deps.db, { ...input, rp: own, verified: true }).then(
      () => true,
      () => false,
    ));
  return proved ? otherPortal(deps, 'PASSKEY_OTHER_PORTAL', key.brand) : new AppError('PASSKEY_INVALID', 400);
}

/** The account a discoverable passkey's user handle names (the patient id it was registered with). */
function handleOwner(userHandle: string | undefined): string | undefined {
  return userHandle ? Buffer.from(userHandle, 'base64url').toString('utf8') : undefined;
}

/**
 * AUTH-2: a passkey alone signs the patient in, with the same session a password and second factor give. The
 * challenge is used up before anything is checked (one answer per challenge, even a refused one); the credential
 * names the account, and its user handle must name the same one; user verification is required; the counter
 * moves atomically, so a cloned key is refused. The relying party and origin come from configuration only.
 */
export async function loginWithPasskeyAlone(
  deps: Deps,
  input: PasswordlessLoginRequest & { caller: Caller },
): Promise<SessionTokens> {
  const { caller } = input;
  const { rp, now } = await signInAttempt(deps, caller);
  const response = input.credential as AuthenticationResponseJSON;
  const used = await spendAnsweredChallenge(
    deps,
    response,
    { purpose: 'passwordless', patientId: null, mfaChallengeId: null },
    now,
  );
  const key = await q.findPasskeyByCredential(deps.db, response.id);
  // A refusal is audited against the account the passkey names, as a refused code is against its attempt.
  if (key) caller.note({ patientId: key.patient_id, actor: ANONYMOUS_ACTOR });
  if (!used) throw new AppError('PASSKEY_INVALID', 400);
  if (!key) throw new AppError('PASSKEY_UNKNOWN', 400);
  await hit(
    deps.db,
    [{ bucket: `code-check:account:${key.patient_id}`, limit: deps.config.limits.codeCheckPerAccount }],
    now,
  );
  if (handleOwner(response.response.userHandle) !== key.patient_id)
    throw new AppError('PASSKEY_INVALID', 400);
  if (key.brand !== caller.brand)
    throw await passkeyOfOtherPortal(deps, { key, response, challenge: used.challenge, now });
  return deps.db.transaction().execute(async (tx) => {
    await acceptAnswer(tx, { rp, response, challenge: used.challenge, key, verified: true, now });
    return openSession(deps, tx, { patientId: key.patient_id, caller, now });
  });
}
