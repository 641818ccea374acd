import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import * as q from '../queries.js';
import { CODE_MAX_ATTEMPTS, originSettings, relyingParty } from '../rules.js';
import { later, minutes, type Deps } from './shared.js';

/* The WebAuthn pieces every passkey ceremony shares: registering, signing in, and a step-up. */

/** A ceremony's challenge lives as long as the browser's own prompt waits (WebAuthn's default 5 minutes). */
export const CEREMONY_MINUTES = 5;

/** The relying party of the brand whose portal the ceremony is on (its origin from configuration). */
export function party(deps: Deps, brand: string) {
  const rp = relyingParty(originSettings(deps.config), brand);
  if (!rp) throw new AppError('PASSKEY_UNAVAILABLE', 503);
  return rp;
}

/** The challenge the browser signed, read from its client data; the signature over it is checked after. */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge.length > 0) return data.challenge;
  } catch {
    // not JSON: refused below like any other bad answer
  }
  throw new AppError('PASSKEY_INVALID', 400);
}

export const transportsOf = (json: string) => JSON.parse(json) as AuthenticatorTransportFuture[];

/**
 * Uses up the challenge an answer (a sign-in's or a step-up's) says it signed, before anything else of the answer is checked (one answer
 * per challenge, even a refused one): the stored challenge, or undefined when there is none to use.
 */
export const spendAnsweredChallenge = (
  deps: Deps,
  response: AuthenticationResponseJSON,
  expected: {
    purpose: 'login' | 'passwordless' | 'step_up';
    patientId: string | null;
    mfaChallengeId: string | null;
  },
  now: Date,
) =>
  q.useWebauthnChallenge(deps.db, {
    ...expected,
    challenge: signedChallenge(response.response.clientDataJSON),
    now,
  });

/**
 * The answer's signature, challenge, origin and relying party check out (and user verification, when `verified`),
 * and the key's signature counter moves forward, atomically in `db`, so a cloned key is refused; any other answer
 * is refused.
 */
export async function acceptAnswer(
  db: Deps['db'],
  input: {
    rp: { id: string; origin: string };
    response: AuthenticationResponseJSON;
    challenge: string;
    key: { id: string; credential_id: string; public_key: Uint8Array; counter: number; transports: string };
    verified: boolean;
    now: Date;
  },
): Promise<void> {
  const { rp, key } = input;
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credential_id,
      publicKey: new Uint8Array(key.public_key),
      counter: key.counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: input.verified,
  }).catch(() => undefined);
  if (!verification?.verified) throw new AppError('PASSKEY_INVALID', 400);
  const to = verification.authenticationInfo.newCounter;
  if (!(await q.usePasskey(db, key.id, { from: key.counter, to }, input.now)))
    throw new AppError('PASSKEY_INVALID', 400);
}

/**
 * A passkey's answer to an attempt of a known patient (a login's second factor, a step-up). Counted before it is
 * checked, per account and on the attempt's own tries that its codes use too (5 in all); the challenge it signed
 * is used up before the signature is compared; the signature counter must move forward, atomically, so a cloned
 * key is refused.
 */
export async function acceptAttemptAnswer(
  deps: Deps,
  input: {
    rp: { id: string; origin: string };
    purpose: 'login' | 'step_up';
    attemptId: string;
    patientId: string;
    credential: unknown;
    now: Date;
  },
): Promise<void> {
  const { patientId, now } = input;
  const { limits } = deps.config;
  await hit(deps.db, [{ bucket: `code-check:account:${patientId}`, limit: limits.codeCheckPerAccount }], now);
  if ((await q.countCodeAttempt(deps.db, input.attemptId, CODE_MAX_ATTEMPTS)) === null) {
    throw new AppError('MFA_CODE_LOCKED', 400);
  }
  const response = input.credential as AuthenticationResponseJSON;
  const used = await spendAnsweredChallenge(
    deps,
    response,
    { purpose: input.purpose, patientId, mfaChallengeId: input.attemptId },
    now,
  );
  const key = await q.findPasskey(deps.db, patientId, response.id);
  if (!used || !key) throw new AppError('PASSKEY_INVALID', 400);
  await acceptAnswer(deps.db, {
    rp: input.rp,
    response,
    challenge: used.challenge,
    key,
    verified: false,
    now,
  });
}

/**
 * The options a passkey answers an attempt of a known patient with (a login's second factor, a step-up): they
 * name the account's passkeys and carry a challenge bound to that attempt. An account without one is refused.
 */
export async function attemptOptions(
  deps: Deps,
  input: { purpose: 'login' | 'step_up'; attemptId: string; patientId: string; brand: string; now: Date },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = party(deps, input.brand);
  // Only the passkeys made for this brand's relying party: no other can answer here.
  const keys = await q.listPasskeys(deps.db, input.patientId, input.brand);
  if (keys.length === 0) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({
      id: key.credential_id,
      transports: transportsOf(key.transports),
    })),
    userVerification: 'preferred',
    timeout: minutes(CEREMONY_MINUTES),
  });
  await q.insertWebauthnChallenge(deps.db, {
    id: randomUUID(),
    patient_id: input.patientId,
    purpose: input.purpose,
    mfa_challenge_id: input.attemptId,
    challenge: options.challenge,
    expires_at: later(input.now, minutes(CEREMONY_MINUTES)),
  });
  return options;
}
