import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { hashPassword, opaqueToken, tokenDigest, verifyPassword } from '../../../lib/secrets.js';
import { ANONYMOUS_ACTOR } from '../../audit/service.js';
import { openReview } from '../../recovery/service.js';
import { outgoingMessage } from '../../../lib/messages/outgoing.js';
import { refuseBreachedPassword } from './breached.js';
import { passStepUp } from './codes.js';
import * as q from '../queries.js';
import { linkOrigin, originSettings, RESET_LINK_TTL_MINUTES } from '../rules.js';
import {
  accountForEmail,
  accountKey,
  later,
  limitSends,
  minutes,
  textAllowed,
  type Caller,
  type Deps,
} from './shared.js';

/**
 * A new password ends everything the old one let start: every session (but the one changing it), every open
 * sign-in or verification attempt with its codes, and every unused reset link.
 */
async function endEverythingOutstanding(
  tx: Deps['db'],
  input: { patientId: string; reason: string; now: Date; keepSession?: string },
) {
  await q.revokeOtherSessions(tx, input.patientId, input.reason, input.now, input.keepSession);
  await q.endChallenges(tx, input.patientId, input.now);
  await q.useUpResetLinks(tx, input.patientId, input.now);
}

/**
 * AUTH-4 / AUTH-9: sends a single-use link if the account exists, the answer the same either way: by email
 * once the address is verified, until then by text to the verified phone (an unproven address may be a
 * stranger's), else not at all. Every limit that answers is counted before the account is looked up, on what the
 * caller sent (address, email), so it refuses a known and an unknown email at the same request; the text limits,
 * which depend on the account's phone, only hold the text back.
 */
export async function sendResetLink(deps: Deps, input: { email: string; caller: Caller }): Promise<void> {
  const { email, caller } = input;
  const now = deps.now();
  const { config } = deps;
  // Refused whether or not the account exists, so the answer still tells nothing about the email.
  if (!linkOrigin(originSettings(config), caller.brand)) throw new AppError('RESET_UNAVAILABLE', 503);
  await limitSends(deps, { account: accountKey(email), caller });
  // This portal's account (another brand's signs in elsewhere: no link from here), or with one identity, any.
  const patient = config.oneIdentityAcrossBrands
    ? await accountForEmail(deps, { brand: caller.brand, email })
    : await q.findPatientByEmail(deps.db, caller.brand, email);
  // The link opens on the portal of the account's own brand, from configuration, never the request's Host.
  const origin = patient && linkOrigin(originSettings(config), patient.brand);
  if (!patient || !origin) return;
  caller.note({ patientId: patient.id, actor: ANONYMOUS_ACTOR });
  const channel = patient.email_verified_at ? 'email' : patient.phone_verified_at ? 'sms' : undefined;
  if (!channel) return;
  // Over a text limit the answer stays the one an unknown email gets: a refusal here would say the account exists
  if (channel === 'sms') {
    const account = accountKey(email);
    const text = {
      account,
      smsTo: patient.phone,
      caller,
      patientId: patient.id,
      resource: 'account.password',
    };
    if (!(await textAllowed(deps, text))) return;
  }
  const token = opaqueToken();
  await deps.db.transaction().execute(async (tx) => {
    // Only the newest link works.
    await q.useUpResetLinks(tx, patient.id, now);
    await q.insertResetLink(tx, {
      token_hash: tokenDigest(token),
      patient_id: patient.id,
      expires_at: later(now, minutes(RESET_LINK_TTL_MINUTES)),
    });
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.messenger.send(
    outgoingMessage(
      { channel, to: channel === 'email' ? patient.email : patient.phone, code: token },
      { kind: 'reset', link, minutes: RESET_LINK_TTL_MINUTES },
      { brand: caller.brand, language: patient.language },
    ),
  );
}

async function liveResetLink(deps: Deps, input: { token: string }) {
  const link = await q.findLiveResetLink(deps.db, tokenDigest(input.token), deps.now());
  if (!link) throw new AppError('RESET_LINK_INVALID', 400);
  return link;
}

/** Whether an emailed link still works (the portal asks before showing the new-password form). */
export async function verifyResetLink(deps: Deps, input: { token: string }): Promise<{ valid: true }> {
  await liveResetLink(deps, input);
  return { valid: true };
}

/**
 * AUTH-4: sets the new password through a live link, uses the link up, and ends every session. Answers the token
 * of the factor review that follows, where the patient removes what an attacker could have added (passkeys and
 * authenticator apps survive a new password, and a passkey alone signs in).
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string; caller: Caller },
): Promise<string> {
  const now = deps.now();
  const link = await liveResetLink(deps, input);
  refuseBreachedPassword(input.password);
  input.caller.note({ patientId: link.patient_id, actor: ANONYMOUS_ACTOR });
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (tx) => {
    if (!(await q.useResetLink(tx, link.token_hash, now))) throw new AppError('RESET_LINK_INVALID', 400);
    await q.setPasswordHash(tx, link.patient_id, passwordHash, now);
    await endEverythingOutstanding(tx, { patientId: link.patient_id, reason: 'password_reset', now });
    return openReview(tx, { patientId: link.patient_id, now });
  });
}

/** AUTH-5: needs the current password; ends every other session. */
export async function changePassword(
  deps: Deps,
  input: {
    patientId: string;
    sessionId: string;
    current_password: string;
    new_password: string;
    /** The step-up attempt and the code texted for it. */
    mfa_token: string;
    code: string;
    caller: Caller;
  },
): Promise<void> {
  const now = deps.now();
  await hit(
    deps.db,
    [{ bucket: `login:account:${input.patientId}`, limit: deps.config.limits.loginPerAccount }],
    now,
  );
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient || !(await verifyPassword(input.current_password, patient.password_hash))) {
    throw new AppError('PASSWORD_INCORRECT', 400);
  }
  refuseBreachedPassword(input.new_password);
  // Last, so a mistyped or breached password does not use up the texted code
  await passStepUp(deps, { ...input, action: 'change_password' });
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction().execute(async (tx) => {
    await q.setPasswordHash(tx, patient.id, passwordHash, now);
    await endEverythingOutstanding(tx, {
      patientId: patient.id,
      reason: 'password_changed',
      now,
      keepSession: input.sessionId,
    });
  });
}
