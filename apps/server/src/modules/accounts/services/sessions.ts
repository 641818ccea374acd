import type { RefreshedTokens } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { tokenDigest } from '../../../lib/secrets.js';
import { audit, patientActor } from '../../audit/audit.js';
import * as q from '../queries.js';
import { checkRefreshToken } from '../rules.js';
import { rotateTokens } from '../tokens.js';
import { tokenPatient, type Caller, type Deps } from './shared.js';

/** AUTH-7: rotates the refresh token; an already-used one revokes its whole family. */
export async function refresh(
  deps: Deps,
  input: { refreshToken: string | undefined; caller: Caller },
): Promise<RefreshedTokens> {
  const { refreshToken, caller } = input;
  const now = deps.now();
  if (!refreshToken) throw new AppError('REFRESH_TOKEN_INVALID', 401);
  const digest = tokenDigest(refreshToken);
  const row = await q.findRefreshToken(deps.db, digest);
  const verdict = checkRefreshToken(
    row && { usedAt: row.used_at, expiresAt: row.expires_at, sessionRevokedAt: row.revoked_at },
    now,
  );
  if (verdict === 'reused' && row) {
    await q.revokeSession(deps.db, row.session_id, 'refresh_token_reused', now);
    await audit(deps.db, {
      patientId: row.patient_id,
      actor: 'system',
      action: 'revoke_reused_refresh',
      resource: 'session',
      ip: caller.ip,
    });
  }
  if (verdict !== 'ok' || !row) throw new AppError('REFRESH_TOKEN_INVALID', 401);

  return deps.db.transaction().execute(async (tx) => {
    // Two uses racing: the loser is a reuse too.
    if (!(await q.useRefreshToken(tx, digest, now))) {
      await q.revokeSession(tx, row.session_id, 'refresh_token_reused', now);
      throw new AppError('REFRESH_TOKEN_INVALID', 401);
    }
    const patient = await q.findPatientById(tx, row.patient_id);
    if (!patient) throw new AppError('REFRESH_TOKEN_INVALID', 401);
    await q.markSessionRefreshed(tx, row.session_id, now);
    await audit(tx, {
      patientId: patient.id,
      actor: patientActor(patient.id),
      action: 'refresh',
      resource: 'session',
      ip: caller.ip,
    });
    return rotateTokens(tx, tokenPatient(patient), row.session_id, row.brand, deps.config.jwtSecret, now);
  });
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
  await audit(deps.db, {
    patientId: target.patientId,
    actor: patientActor(target.patientId),
    action: 'logout',
    resource: 'session',
    ip: input.caller.ip,
  });
}
