import {
  NOT_ME_LINK_DAYS,
  RECOVERY_REVIEW_MINUTES,
  type NotMeAnswer,
  type RecoveryFactors,
  type RecoveryFactorsRemoved,
  type RemovableFactorKind,
} from '@portal/contract';
import { AppError } from '../../http/errors.js';
import type { ModuleContext } from '../../http/context.js';
import { hit } from '../../http/rate-limit.js';
import { outgoingMessage } from '../../lib/messages/outgoing.js';
import { opaqueToken, tokenDigest } from '../../lib/secrets.js';
import type { Caller } from '../accounts/service.js';
import { linkOrigin, originSettings } from '../accounts/rules.js';
import { ANONYMOUS_ACTOR } from '../audit/service.js';
import * as q from './queries.js';
import { isLive, noticeChannels, reviewList } from './rules.js';

type Deps = ModuleContext;
type Tx = Deps['db'];
const MINUTE = 60_000;
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * [AUTH-4] Part of a reset's transaction: a review token for the factor review that follows, the only one live
 * (a reset before it ends its own). Answered once; stored as a digest.
 */
export async function openReview(tx: Tx, input: { patientId: string; now: Date }): Promise<string> {
  const token = opaqueToken();
  await q.endReviews(tx, input.patientId, input.now);
  await q.insertFactorLink(tx, {
    token_hash: tokenDigest(token),
    patient_id: input.patientId,
    purpose: 'recovery_review',
    factor_kind: null,
    factor_id: null,
    factor_label: null,
    expires_at: later(input.now, RECOVERY_REVIEW_MINUTES * MINUTE),
  });
  return token;
}

/**
 * A live link of this purpose, or the refusal a caller sees. Every try is counted per client address before the
 * token is looked at; the account a found link names goes on the request's audit row.
 */
async function liveLink(
  deps: Deps,
  input: { token: string; purpose: 'recovery_review' | 'not_me'; caller: Caller },
) {
  const now = deps.now();
  await hit(
    deps.db,
    [{ bucket: `recovery:ip:${input.caller.ip}`, limit: deps.config.limits.loginPerIp }],
    now,
  );
  const link = await q.findLink(deps.db, tokenDigest(input.token), input.purpose);
  if (link) input.caller.note({ patientId: link.patient_id, actor: ANONYMOUS_ACTOR });
  if (!link || !isLive(link, now)) {
    throw new AppError(input.purpose === 'not_me' ? 'NOT_ME_LINK_INVALID' : 'RECOVERY_REVIEW_INVALID', 400);
  }
  return { ...link, now };
}

async function factorsOf(deps: Deps, patientId: string): Promise<RecoveryFactors> {
  const patient = await q.findPatientById(deps.db, patientId);
  if (!patient) throw new AppError('RECOVERY_REVIEW_INVALID', 400);
  return {
    factors: reviewList({
      passkeys: await q.listPasskeys(deps.db, patientId),
      authenticators: await q.listAuthenticators(deps.db, patientId),
      phone: patient.phone,
      phoneVerifiedAt: patient.phone_verified_at,
      email: patient.email,
      emailVerifiedAt: patient.email_verified_at,
    }),
  };
}

/** [AUTH-4] The account's factors, named and dated, for the patient who just reset their password. */
export async function reviewFactors(
  deps: Deps,
  input: { review_token: string; caller: Caller },
): Promise<RecoveryFactors> {
  const link = await liveLink(deps, {
    token: input.review_token,
    purpose: 'recovery_review',
    caller: input.caller,
  });
  return factorsOf(deps, link.patient_id);
}

/**
 * [AUTH-4] [AUTH-6] Removes every passkey and authenticator app (or the one named) of the patient who just reset,
 * and ends every session, as any of them may have been opened by a factor now gone. No further step-up: the
 * review token is the reset's own proof (its link came to the recovery channel minutes ago), it can only remove,
 * and it signs no one in.
 */
export async function removeFactors(
  deps: Deps,
  input: {
    review_token: string;
    factor?: { kind: RemovableFactorKind; id: string } | undefined;
    caller: Caller;
  },
): Promise<RecoveryFactorsRemoved> {
  const link = await liveLink(deps, {
    token: input.review_token,
    purpose: 'recovery_review',
    caller: input.caller,
  });
  const { factor } = input;
  const removed = await deps.db.transaction().execute(async (tx) => {
    const count = factor
      ? Number(await q.deleteFactor(tx, link.patient_id, factor))
      : await q.deleteAllFactors(tx, link.patient_id);
    if (factor && count === 0) {
      throw new AppError(factor.kind === 'passkey' ? 'PASSKEY_NOT_FOUND' : 'AUTHENTICATOR_NOT_FOUND', 404);
    }
    await q.revokeOtherSessions(tx, link.patient_id, 'factors_removed', link.now);
    await q.endChallenges(tx, link.patient_id, link.now);
    return count;
  });
  return { removed, ...(await factorsOf(deps, link.patient_id)) };
}

/**
 * [AUTH-6] A passkey or authenticator app was added: the patient is told by text (and email once verified), in
 * their language and under their brand, with a "this wasn't me" link for that one factor. The message names no
 * label: whoever added the factor chose it, and a message must carry no text an attacker wrote.
 */
export async function factorAdded(
  deps: Deps,
  input: { patientId: string; kind: RemovableFactorKind; id: string; label: string },
): Promise<void> {
  const patient = await q.findPatientById(deps.db, input.patientId);
  // The link opens on the portal of the patient's own brand. Without a public origin there is no link to send.
  const origin = patient && linkOrigin(originSettings(deps.config), patient.brand);
  if (!origin || !patient) return;
  const now = deps.now();
  const token = opaqueToken();
  await q.insertFactorLink(deps.db, {
    token_hash: tokenDigest(token),
    patient_id: patient.id,
    purpose: 'not_me',
    factor_kind: input.kind,
    factor_id: input.id,
    factor_label: input.label,
    expires_at: later(now, NOT_ME_LINK_DAYS * 24 * 60 * MINUTE),
  });
  const { brand } = patient;
  const link = `${origin}/not-me#${token}`;
  const kind = input.kind === 'passkey' ? 'passkeyAdded' : 'authenticatorAdded';
  const channels = noticeChannels({ ...patient, emailVerifiedAt: patient.email_verified_at });
  for (const { channel, to } of channels) {
    await deps.messenger.send(
      outgoingMessage({ channel, to, code: token }, { kind, link }, { brand, language: patient.language }),
    );
  }
}

/**
 * [AUTH-6] "This wasn't me": the link is used up first (one use, even by two clicks at once), then its one factor is
 * removed (if still there) and every session and open sign-in attempt ends. It removes nothing else and opens no
 * session: whoever holds the link can only take away what it names.
 */
export async function notMe(deps: Deps, input: { token: string; caller: Caller }): Promise<NotMeAnswer> {
  const link = await liveLink(deps, { token: input.token, purpose: 'not_me', caller: input.caller });
  const { factor_kind: kind, factor_id: id, factor_label: label } = link;
  // The table's check makes every not_me link name its factor; this says so to the type checker.
  if (!kind || !id || label === null) throw new AppError('NOT_ME_LINK_INVALID', 400);
  const removed = await deps.db.transaction().execute(async (tx) => {
    if (!(await q.useLink(tx, link.token_hash, link.now))) throw new AppError('NOT_ME_LINK_INVALID', 400);
    const gone = await q.deleteFactor(tx, link.patient_id, { kind, id });
    await q.revokeOtherSessions(tx, link.patient_id, 'factor_disowned', link.now);
    await q.endChallenges(tx, link.patient_id, link.now);
    return gone;
  });
  return { kind, label, removed, sessions_ended: true };
}
