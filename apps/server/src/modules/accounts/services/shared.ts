import { hkdfSync, randomUUID } from 'node:crypto';
import type { Language, StepUpAction } from '@portal/contract';
import type { ModuleContext } from '../../../http/context.js';
import type { AuditNote } from '../../audit/routes.js';
import { SYSTEM_ACTOR, writeAudit } from '../../audit/service.js';
import { defaultBrand, getBrand } from '@portal/brands';
import { AppError, refusalWithParams } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { maskEmail, maskPhone } from '../../../lib/mask.js';
import type { JwtSecrets } from '../../../lib/jwt.js';
import { generateCode, hashCode, opaqueToken, sameHash, tokenDigest } from '../../../lib/secrets.js';
import { outgoingMessage } from '../../../lib/messages/outgoing.js';
import * as q from '../queries.js';
import type { MfaChallengesTable } from '../tables.js';
import {
  CODE_TTL_MINUTES,
  linkOrigin,
  originSettings,
  MFA_CHALLENGE_TTL_MINUTES,
  numberRange,
  signsInOn,
} from '../rules.js';
import type { TokenPatient } from '../tokens.js';

/** What every accounts service gets: the module context (database, configuration, messenger, clock). */
export type Deps = ModuleContext;

/** Who is asking: for rate limits, the id token's brand and message language, and the request's audit row. */
export interface Caller {
  ip: string;
  brand: string;
  lang: Language;
  /**
   * Names on this request's audit row (written by the audit hook, whatever the outcome) what only the service
   * learns: whose account it is, and whether the caller proved to be that patient yet.
   */
  note: (note: AuditNote) => void;
}

/** What a step-up is bound to: its code opens this one change, from this session only. */
export interface StepUpBinding {
  sessionId: string;
  action: StepUpAction;
}

/**
 * The account an email names for this portal: its own brand's; else the newest on another brand, which signs in
 * here only with one identity across brands, and otherwise is named only to a caller who proves its password.
 */
export async function accountForEmail(deps: Pick<Deps, 'db'>, input: { brand: string; email: string }) {
  return (
    (await q.findPatientByEmail(deps.db, input.brand, input.email)) ??
    (await q.findPatientElsewhere(deps.db, input.brand, input.email))
  );
}

/** The refusal naming the portal an account (or a passkey) belongs to: its brand's name and its origin. */
export function otherPortal(
  deps: Pick<Deps, 'config'>,
  code: 'ACCOUNT_OTHER_PORTAL' | 'PASSKEY_OTHER_PORTAL',
  brandId: string,
) {
  const brand = getBrand(brandId) ?? defaultBrand;
  return refusalWithParams(code, 403, {
    brand: brand.name,
    origin: linkOrigin(originSettings(deps.config), brandId) ?? '',
  });
}

/** Refuses an account on the portal of another brand than its own, unless one identity spans the brands. */
export function refuseOtherPortal(
  deps: Pick<Deps, 'config'>,
  input: { accountBrand: string; caller: Caller },
) {
  const oneIdentity = deps.config.oneIdentityAcrossBrands;
  if (!signsInOn({ accountBrand: input.accountBrand, portalBrand: input.caller.brand, oneIdentity }))
    throw otherPortal(deps, 'ACCOUNT_OTHER_PORTAL', input.accountBrand);
}

export const minutes = (n: number) => n * 60_000;
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
/** Rate-limit buckets name an account by a digest, never by the email itself. */
export const accountKey = (email: string) => tokenDigest(email);

export const tokenPatient = (p: TokenPatient & { email_verified_at: Date | null }): TokenPatient => ({
  id: p.id,
  email: p.email,
  first_name: p.first_name,
  last_name: p.last_name,
  phone: p.phone,
  date_of_birth: p.date_of_birth,
  language: p.language,
  email_verified: p.email_verified_at !== null,
});

/**
 * The key one-time codes are hashed with: derived from the configured secret (HKDF), never the JWT signing key
 * itself, so neither use can be turned against the other.
 */
const derivedCodeKey = (secret: string): string =>
  Buffer.from(hkdfSync('sha256', secret, '', 'portal one-time codes v1', 32)).toString('base64url');
export const codeKey = (config: { jwtSecret: string }): string => derivedCodeKey(config.jwtSecret);

/**
 * Whether `code` is the one hashed into `hash` for this challenge, under the current secret's key or a previous
 * one's: a code sent minutes before JWT_SECRET was rotated still passes while that secret is listed in
 * JWT_PREVIOUS_SECRETS (which outlives a code's ten minutes, see README: Key rotation).
 */
export const codeMatches = (config: JwtSecrets, challengeId: string, code: string, hash: string): boolean =>
  [config.jwtSecret, ...config.jwtPreviousSecrets].some((secret) =>
    sameHash(hashCode(code, challengeId, derivedCodeKey(secret)), hash),
  );

/**
 * The text-message limits, narrowest first (see src/limits.ts): `hit` stops at the first one over, so a flood
 * refused at its own number, account, address or range is never counted against its brand's or everyone's texts.
 */
const textBuckets = (deps: Deps, input: { account: string; smsTo: string; caller: Caller }) => {
  const { limits } = deps.config;
  return [
    { bucket: `sms:number:${tokenDigest(input.smsTo)}`, limit: limits.smsPerNumber },
    { bucket: `sms:account:${input.account}`, limit: limits.smsPerAccount },
    { bucket: `sms:ip:${input.caller.ip}`, limit: limits.smsPerIp },
    { bucket: `sms:range:${numberRange(input.smsTo)}`, limit: limits.smsPerRange },
    { bucket: `sms:brand:${input.caller.brand}`, limit: limits.smsPerBrand },
    { bucket: 'sms:all', limit: limits.smsTotal },
  ];
};

/**
 * The text-message limits alone, for a send whose number only the account knows (a reset link), counted after
 * `limitSends`: whether the text may go, never a refusal, since a refusal would tell the caller the account
 * exists and has that phone. Over a limit, the text is not sent and the refusal is audited against the patient.
 */
export async function textAllowed(
  deps: Deps,
  input: { account: string; smsTo: string; caller: Caller; patientId: string; resource: string },
): Promise<boolean> {
  try {
    await hit(deps.db, textBuckets(deps, input), deps.now());
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    await writeAudit(deps, {
      patientId: input.patientId,
      actor: SYSTEM_ACTOR,
      action: 'text_not_sent',
      resource: input.resource,
      outcome: 'refused',
      errorCode: error.code,
      ip: input.caller.ip,
    });
    return false;
  }
}

/**
 * AUTH-3: every send of a code or link counts, before anything is sent, per client address and per account;
 * a text message also by the text limits above, because each one costs money (SMS pumping).
 */
export async function limitSends(
  deps: Deps,
  input: { account: string; caller: Caller; smsTo?: string | undefined },
) {
  const { limits } = deps.config;
  const { account, caller, smsTo } = input;
  const sms = smsTo ? textBuckets(deps, { account, smsTo, caller }) : [];
  await hit(
    deps.db,
    [
      { bucket: `code:ip:${caller.ip}`, limit: limits.codeSendPerIp },
      { bucket: `code:account:${account}`, limit: limits.codeSendPerAccount },
      ...sms,
    ],
    deps.now(),
  );
}

/** Opens a sign-up or login attempt; its mfa_token is returned once and stored only as a digest. */
export async function createChallenge(
  deps: Pick<Deps, 'db'>,
  input: {
    patientId: string | null;
    purpose: MfaChallengesTable['purpose'];
    now: Date;
    /** A step-up's: the session asking and the change it is for. */
    bound?: StepUpBinding | undefined;
  },
) {
  const token = opaqueToken();
  const id = randomUUID();
  await q.insertChallenge(deps.db, {
    id,
    token_hash: tokenDigest(token),
    patient_id: input.patientId,
    purpose: input.purpose,
    expires_at: later(input.now, minutes(MFA_CHALLENGE_TTL_MINUTES)),
    session_id: input.bound?.sessionId ?? null,
    action: input.bound?.action ?? null,
  });
  return { id, token };
}

/** Arms the challenge with a new code (stored as a keyed hash) and sends it; `limitSends` counted it before. */
export async function sendCode(
  deps: Deps,
  input: {
    challengeId: string;
    channel: 'sms' | 'email';
    to: string;
    lang: Language;
    /** The brand the patient is on (the caller's): the code is sent under its name. */
    brand: string;
    now: Date;
  },
) {
  const { challengeId, channel, to, lang, now } = input;
  const code = generateCode();
  await q.armChallenge(deps.db, challengeId, {
    method: channel,
    destination: channel === 'sms' ? maskPhone(to) : maskEmail(to),
    code_hash: hashCode(code, challengeId, codeKey(deps.config)),
    code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
  });
  await deps.messenger.send(
    outgoingMessage(
      { channel, to, code },
      { kind: 'code', code, minutes: CODE_TTL_MINUTES },
      { brand: input.brand, language: lang },
    ),
  );
}

/**
 * AUTH-9: the decoy of a sign-up with a taken email gets a new code no one is sent, at every (re)send, so its
 * tries and expiry move exactly as a real sign-up's do.
 */
export async function armDecoy(deps: Deps, input: { challengeId: string; destination: string; now: Date }) {
  await q.armChallenge(deps.db, input.challengeId, {
    method: 'sms',
    destination: input.destination,
    code_hash: hashCode(opaqueToken(), input.challengeId, codeKey(deps.config)),
    code_expires_at: later(input.now, minutes(CODE_TTL_MINUTES)),
  });
}

export async function liveChallenge(deps: Deps, input: { mfaToken: string }) {
  const challenge = await q.findLiveChallenge(deps.db, tokenDigest(input.mfaToken), deps.now());
  if (!challenge) throw new AppError('MFA_TOKEN_INVALID', 400);
  return challenge;
}
