import type { RefreshedTokens } from '@portal/contract';
import { isEmbedded } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
import { tokenDigest } from '../../../lib/secrets.js';
import { ANONYMOUS_ACTOR, patientActor, SYSTEM_ACTOR, writeAudit } from '../../audit/service.js';
import { outgoingMessage } from '../../../lib/messages/outgoing.js';
import * as q from '../queries.js';
import { checkRefreshToken, sessionState, SESSION_TOUCH_SECONDS } from '../rules.js';
import { cachedSession, rememberSession, sessionReadStarts, type CachedSession } from '../session-cache.js';
import { rotateTokens } from '../tokens.js';
import { tokenPatient, type Caller, type Deps } from './shared.js';

/** AUTH-7: a used refresh token came back, so someone kept a copy: its whole family ends (and that commits). */
async function revokeReused(deps: Deps, input: { sessionId: string; patientId: string; caller: Caller }) {
  await q.revokeSession(deps.db, input.sessionId, 'refresh_token_reused', deps.now());
  // Its own row (the request's row says the refresh was refused): the system ended the family.
  await writeAudit(deps, {
    patientId: input.patientId,
    actor: SYSTEM_ACTOR,
    action: 'revoke_reused_refresh',
    resource: 'session',
    outcome: 'success',
    ip: input.caller.ip,
  });
}

type RefreshRow = Awaited<ReturnType<typeof q.findRefreshToken>>;

/** Judges a presented refresh token (see `checkRefreshToken`); a used one, by whether its family moved on. */
async function judge(deps: Deps, digest: string, row: RefreshRow, now: Date) {
  const successorUsed = row?.used_at
    ? await q.successorUsed(deps.db, { sessionId: row.session_id, tokenHash: digest, since: row.used_at })
    : false;
  return checkRefreshToken(
    row && {
      usedAt: row.used_at,
      expiresAt: row.expires_at,
      sessionRevokedAt: row.revoked_at,
      successorUsed,
    },
    now,
  );
}

/**
 * AUTH-7 / SESS-2: rotates the refresh token; an already-used one revokes its whole family, except the token
 * just rotated within REFRESH_GRACE_SECONDS (another tab's refresh at the same moment), which gets tokens of
 * the same session (a sibling refresh token) instead. A session past its absolute lifetime or idle timeout
 * (configuration `sessions`) is ended instead.
 */
export async function refresh(
  deps: Deps,
  input: { refreshToken: string | undefined; caller: Caller },
): Promise<RefreshedTokens> {
  const { refreshToken, caller } = input;
  const now = deps.now();
  if (!refreshToken) throw new AppError('REFRESH_TOKEN_INVALID', 401);
  const digest = tokenDigest(refreshToken);
  const row = await q.findRefreshToken(deps.db, digest);
  if (row) caller.note({ patientId: row.patient_id, actor: ANONYMOUS_ACTOR });
  let verdict = await judge(deps, digest, row, now);
  if (verdict === 'reused' && row) {
    await revokeReused(deps, { sessionId: row.session_id, patientId: row.patient_id, caller });
  }
  if ((verdict !== 'ok' && verdict !== 'grace') || !row) throw new AppError('REFRESH_TOKEN_INVALID', 401);
  const state = sessionState(
    { createdAt: row.session_created_at, lastSeenAt: row.last_seen_at },
    now,
    deps.config.sessions,
  );
  if (state !== 'live') {
    await q.revokeSession(deps.db, row.session_id, state === 'idle' ? 'idle_timeout' : 'max_age', now);
    throw new AppError('REFRESH_TOKEN_INVALID', 401);
  }
  // Claimed on its own, not inside the rotation's transaction: when two uses race, the loser is judged again
  // (now as the token just rotated), and a revocation must commit although its request fails (a throw inside
  // the transaction would roll it back).
  if (verdict === 'ok' && !(await q.useRefreshToken(deps.db, digest, now))) {
    verdict = await judge(deps, digest, await q.findRefreshToken(deps.db, digest), now);
    if (verdict === 'reused') {
      await revokeReused(deps, { sessionId: row.session_id, patientId: row.patient_id, caller });
    }
    if (verdict !== 'grace') throw new AppError('REFRESH_TOKEN_INVALID', 401);
  }

  return deps.db.transaction().execute(async (tx) => {
    const patient = await q.findPatientById(tx, row.patient_id);
    if (!patient) throw new AppError('REFRESH_TOKEN_INVALID', 401);
    await q.markSessionRefreshed(tx, row.session_id, now);
    caller.note({ actor: patientActor(patient.id) });
    return rotateTokens(tx, tokenPatient(patient), row.session_id, row.brand, deps.config.jwtSecret, now);
  });
}

/** The session as a request checks it: from memory on an embedded server (./session-cache.ts), else its row. */
async function readSession(
  db: Deps['db'],
  sessionId: string,
  cached: boolean,
): Promise<CachedSession | undefined> {
  const known = cached ? cachedSession(sessionId) : undefined;
  if (known) return known;
  const readStarted = sessionReadStarts();
  const row = await q.findSession(db, sessionId);
  if (!row) return undefined;
  const session = {
    patientId: row.patient_id,
    webTokenHash: row.web_token_hash,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    revoked: row.revoked_at !== null,
  };
  if (cached) rememberSession(sessionId, session, readStarted);
  return session;
}

/**
 * For `requirePatient`: the session an access token names, if it is live (not revoked, within its absolute
 * lifetime and idle timeout, and the token's patient's); using it moves its idle clock.
 */
export async function liveSession(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  input: { sessionId: string; patientId: string },
): Promise<{ webTokenHash: string } | undefined> {
  const now = deps.now();
  const session = await readSession(deps.db, input.sessionId, isEmbedded(deps.db));
  if (!session || session.revoked || session.patientId !== input.patientId) return undefined;
  if (sessionState(session, now, deps.config.sessions) !== 'live') return undefined;
  // A session seen within the last minute needs no write (nor a no-op UPDATE's round trip); the cached copy's
  // clock moves first, so the requests arriving meanwhile do not write it again
  const seenBefore = new Date(now.getTime() - SESSION_TOUCH_SECONDS * 1000);
  if (session.lastSeenAt < seenBefore) {
    session.lastSeenAt = now;
    await q.touchSession(deps.db, input.sessionId, now, seenBefore);
  }
  return { webTokenHash: session.webTokenHash };
}

/** SESS-4: ends the session (its refresh-token family) named by the access token or the refresh token. */
export async function logout(
  deps: Deps,
  input: {
    session: { sessionId: string; patientId: string } | undefined;
    refreshToken: string | undefined;
    caller: Caller;
  },
): Promise<void> {
  const now = deps.now();
  let target = input.session;
  if (!target && input.refreshToken) {
    const row = await q.findRefreshToken(deps.db, tokenDigest(input.refreshToken));
    if (row) target = { sessionId: row.session_id, patientId: row.patient_id };
  }
  if (!target) return;
  await q.revokeSession(deps.db, target.sessionId, 'logout', now);
  input.caller.note({ patientId: target.patientId, actor: patientActor(target.patientId) });
}

/**
 * [PROF-3] The sign-in mobile moved to another number: every other session ends (a stolen one must not keep a
 * session after the account's second factor is gone from the patient's hands), and the old number is told, so
 * a patient whose phone was taken over hears of it where they can still act.
 */
export async function mobileMoved(
  deps: Pick<Deps, 'db' | 'messenger' | 'now'>,
  input: { patientId: string; oldPhone: string; keepSession: string },
): Promise<void> {
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) return;
  await q.revokeOtherSessions(deps.db, input.patientId, 'mobile_changed', deps.now(), input.keepSession);
  const signedIn = await q.patientBrand(deps.db, input.patientId);
  await deps.messenger.send(
    outgoingMessage(
      { channel: 'sms', to: input.oldPhone },
      { kind: 'mobileChanged' },
      { brand: signedIn?.brand, language: patient.language },
    ),
  );
}
