import { randomUUID } from 'node:crypto';
import type {
  Authenticator,
  Language,
  LoginResponse,
  MfaMethod,
  NewAuthenticator,
  RefreshedTokens,
  SessionTokens,
  SignupResponse,
} from '@portal/contract';
import type { ModuleContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hit } from '../../http/rate-limit.js';
import { decryptSecret, encryptSecret } from '../../lib/encryption.js';
import { maskEmail, maskPhone } from '../../lib/mask.js';
import {
  decoyPasswordHash,
  generateCode,
  hashCode,
  hashPassword,
  opaqueToken,
  sameHash,
  tokenDigest,
  verifyPassword,
} from '../../lib/secrets.js';
import { matchTotpStep, newTotpSecret, otpauthUri, qrDataUrl } from '../../lib/totp.js';
import { audit, patientActor } from '../audit/audit.js';
import { outgoing } from './messages.js';
import * as q from './queries.js';
import {
  availableMethods,
  checkCode,
  checkRefreshToken,
  CODE_TTL_MINUTES,
  lockedAfterWrong,
  MFA_CHALLENGE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from './rules.js';
import { rotateTokens, startSession, type TokenPatient } from './tokens.js';

/** Who is asking: for rate limits, audit rows, the id token's brand and message language. */
export interface Caller {
  ip: string;
  brand: string;
  lang: Language;
  /** Origin for emailed links, e.g. http://localhost:8080 */
  origin: string;
}

const minutes = (n: number) => n * 60_000;
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const accountKey = (email: string) => tokenDigest(email);

async function limitCodeSends(ctx: ModuleContext, account: string, caller: Caller) {
  const { limits } = ctx.config;
  await hit(
    ctx.db,
    [
      { bucket: `code:ip:${caller.ip}`, limit: limits.codeSendPerIp },
      { bucket: `code:account:${account}`, limit: limits.codeSendPerAccount },
    ],
    ctx.now(),
  );
}

async function sendCode(
  ctx: ModuleContext,
  challengeId: string,
  channel: 'sms' | 'email',
  to: string,
  lang: Language,
  now: Date,
) {
  const code = generateCode();
  await ctx.db
    .updateTable('mfa_challenges')
    .set({
      method: channel,
      destination: channel === 'sms' ? maskPhone(to) : maskEmail(to),
      code_hash: hashCode(code, challengeId, ctx.config.jwtSecret),
      code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
      code_attempts: 0,
    })
    .where('id', '=', challengeId)
    .execute();
  await ctx.messenger.send({
    channel,
    to,
    body: outgoing.code(lang, code),
    code,
    ...(channel === 'email' ? { subject: outgoing.codeSubject(lang) } : {}),
  });
}

async function createChallenge(
  ctx: ModuleContext,
  patientId: string | null,
  purpose: 'signup' | 'login',
  now: Date,
) {
  const token = opaqueToken();
  const id = randomUUID();
  await ctx.db
    .insertInto('mfa_challenges')
    .values({
      id,
      token_hash: tokenDigest(token),
      patient_id: patientId,
      purpose,
      expires_at: later(now, minutes(MFA_CHALLENGE_TTL_MINUTES)),
    })
    .execute();
  return { id, token };
}

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  date_of_birth: string;
  phone: string;
  language: Language;
}

/**
 * AUTH-1 / AUTH-9: creates the account and texts a code to the phone. An email that already has an account
 * gets the same answer (a decoy challenge no code can pass) and its owner an email saying so.
 */
export async function signup(
  ctx: ModuleContext,
  input: SignupInput,
  caller: Caller,
): Promise<SignupResponse> {
  const now = ctx.now();
  await limitCodeSends(ctx, accountKey(input.email), caller);
  // Hash before looking: both answers then take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findPatientByEmail(ctx.db, input.email);
  const answer = (token: string): SignupResponse => ({
    mfa_token: token,
    mfa_method: 'sms',
    destination: maskPhone(input.phone),
  });

  if (existing) {
    const decoy = await createChallenge(ctx, null, 'signup', now);
    await ctx.db
      .updateTable('mfa_challenges')
      .set({
        method: 'sms',
        destination: maskPhone(input.phone),
        code_hash: hashCode(opaqueToken(), decoy.id, ctx.config.jwtSecret),
        code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
      })
      .where('id', '=', decoy.id)
      .execute();
    await ctx.messenger.send({
      channel: 'email',
      to: existing.email,
      subject: outgoing.existingAccountSubject(existing.language),
      body: outgoing.existingAccount(existing.language),
    });
    await audit(ctx.db, {
      patientId: existing.id,
      actor: 'anonymous',
      action: 'signup_existing_email',
      resource: 'account',
      ip: caller.ip,
    });
    return answer(decoy.token);
  }

  const patientId = randomUUID();
  const challenge = await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('patients')
      .values({
        id: patientId,
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        date_of_birth: input.date_of_birth,
        phone: input.phone,
        language: input.language,
      })
      .execute();
    await tx.insertInto('onboarding').values({ patient_id: patientId }).execute();
    await audit(tx, {
      patientId,
      actor: patientActor(patientId),
      action: 'create',
      resource: 'account',
      ip: caller.ip,
    });
    return createChallenge({ ...ctx, db: tx }, patientId, 'signup', now);
  });
  await sendCode(ctx, challenge.id, 'sms', input.phone, input.language, now);
  return answer(challenge.token);
}

/** AUTH-2 / AUTH-9: checks the password and opens a second-factor challenge; one answer for every failure. */
export async function login(
  ctx: ModuleContext,
  input: { email: string; password: string },
  caller: Caller,
): Promise<LoginResponse> {
  const now = ctx.now();
  const { limits } = ctx.config;
  await hit(
    ctx.db,
    [
      { bucket: `login:ip:${caller.ip}`, limit: limits.loginPerIp },
      { bucket: `login:account:${accountKey(input.email)}`, limit: limits.loginPerAccount },
    ],
    now,
  );
  const patient = await q.findPatientByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(
    input.password,
    patient?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!patient || !passwordOk) {
    if (patient)
      await audit(ctx.db, {
        patientId: patient.id,
        actor: 'anonymous',
        action: 'login_failed',
        resource: 'account',
        ip: caller.ip,
      });
    throw new AppError('LOGIN_FAILED', 400);
  }
  const challenge = await createChallenge(ctx, patient.id, 'login', now);
  const methods = availableMethods({
    phone: patient.phone,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(ctx.db, patient.id),
  });
  await audit(ctx.db, {
    patientId: patient.id,
    actor: patientActor(patient.id),
    action: 'login_password',
    resource: 'account',
    ip: caller.ip,
  });
  return { mfa_token: challenge.token, methods };
}

async function liveChallenge(ctx: ModuleContext, mfaToken: string) {
  const challenge = await q.findLiveChallenge(ctx.db, tokenDigest(mfaToken), ctx.now());
  if (!challenge) throw new AppError('MFA_TOKEN_INVALID', 400);
  return challenge;
}

/** AUTH-2: sends a code by the chosen method (or readies the authenticator app); also resends. */
export async function chooseMfa(
  ctx: ModuleContext,
  input: { mfa_token: string; method: MfaMethod },
  caller: Caller,
): Promise<{ destination: string }> {
  const now = ctx.now();
  const challenge = await liveChallenge(ctx, input.mfa_token);
  // A sign-up verifies the phone, so it only ever resends by SMS; the decoy has no patient at all.
  if (challenge.purpose === 'signup' || !challenge.patient_id) {
    if (input.method !== 'sms') throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
    const patient = challenge.patient_id ? await q.findPatientById(ctx.db, challenge.patient_id) : undefined;
    await limitCodeSends(ctx, challenge.patient_id ?? challenge.id, caller);
    if (patient) await sendCode(ctx, challenge.id, 'sms', patient.phone, patient.language, now);
    return { destination: challenge.destination ?? '***-***-****' };
  }
  const patient = await q.findPatientById(ctx.db, challenge.patient_id);
  if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
  const methods = availableMethods({
    phone: patient.phone,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(ctx.db, patient.id),
  });
  if (!methods.includes(input.method)) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
  if (input.method === 'totp') {
    await ctx.db
      .updateTable('mfa_challenges')
      .set({
        method: 'totp',
        destination: null,
        code_hash: null,
        code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
        code_attempts: 0,
      })
      .where('id', '=', challenge.id)
      .execute();
    return { destination: 'authenticator' };
  }
  await limitCodeSends(ctx, patient.id, caller);
  const to = input.method === 'sms' ? patient.phone : patient.email;
  await sendCode(ctx, challenge.id, input.method, to, patient.language, now);
  return { destination: input.method === 'sms' ? maskPhone(to) : maskEmail(to) };
}

/** An authenticator app's TOTP seed is stored encrypted, bound to its row [AUTH-6]. */
const seedContext = (authenticatorId: string) => `totp_authenticators.secret:${authenticatorId}`;
const encryptSeed = (ctx: ModuleContext, authenticatorId: string, seed: string) =>
  encryptSecret(seed, ctx.config.encryptionKey, seedContext(authenticatorId));
const decryptSeed = (ctx: ModuleContext, app: { id: string; secret: string }) =>
  decryptSecret(app.secret, ctx.config.encryptionKey, seedContext(app.id));

/** Tries the patient's confirmed authenticator apps; the accepted step is burnt so the code cannot replay. */
async function acceptTotp(ctx: ModuleContext, patientId: string, code: string, now: Date): Promise<boolean> {
  const apps = (await q.listAuthenticators(ctx.db, patientId)).filter((a) => a.confirmed_at);
  for (const app of apps) {
    const step = matchTotpStep(decryptSeed(ctx, app), code, now);
    if (step !== null && (await q.useTotpStep(ctx.db, app.id, step, false, now))) return true;
  }
  return false;
}

const tokenPatient = (p: TokenPatient): TokenPatient => ({
  id: p.id,
  email: p.email,
  first_name: p.first_name,
  last_name: p.last_name,
  phone: p.phone,
  date_of_birth: p.date_of_birth,
  language: p.language,
});

/** AUTH-2 / AUTH-3: checks the code (6 digits, 10 minutes, 5 tries, single use) and starts the session. */
export async function confirmMfa(
  ctx: ModuleContext,
  input: { mfa_token: string; code: string },
  caller: Caller,
): Promise<SessionTokens> {
  const now = ctx.now();
  const challenge = await liveChallenge(ctx, input.mfa_token);
  if (!challenge.method) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);

  const matches =
    challenge.method === 'totp'
      ? challenge.code_attempts < 5 &&
        challenge.patient_id !== null &&
        (await acceptTotp(ctx, challenge.patient_id, input.code, now))
      : challenge.code_hash !== null &&
        sameHash(hashCode(input.code, challenge.id, ctx.config.jwtSecret), challenge.code_hash);
  const verdict = checkCode({
    attempts: challenge.code_attempts,
    expiresAt: challenge.code_expires_at,
    now,
    matches,
  });
  if (verdict === 'locked') throw new AppError('MFA_CODE_LOCKED', 400);
  if (verdict === 'expired') throw new AppError('MFA_CODE_EXPIRED', 400);
  if (verdict === 'wrong' || !challenge.patient_id) {
    const attempts = await q.countWrongCode(ctx.db, challenge.id);
    if (challenge.patient_id) {
      await audit(ctx.db, {
        patientId: challenge.patient_id,
        actor: 'anonymous',
        action: 'mfa_failed',
        resource: 'account',
        ip: caller.ip,
      });
    }
    throw new AppError(lockedAfterWrong(attempts - 1) ? 'MFA_CODE_LOCKED' : 'MFA_CODE_INVALID', 400);
  }

  const patientId = challenge.patient_id;
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await q.completeChallenge(tx, challenge.id, now))) throw new AppError('MFA_TOKEN_INVALID', 400);
    if (challenge.purpose === 'signup') {
      await tx
        .updateTable('patients')
        .set({ phone_verified_at: now, updated_at: now })
        .where('id', '=', patientId)
        .execute();
    }
    const patient = await q.findPatientById(tx, patientId);
    if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
    const { sessionId: _sessionId, ...tokens } = await startSession(
      tx,
      tokenPatient(patient),
      caller.brand,
      ctx.config.jwtSecret,
      now,
    );
    await audit(tx, {
      patientId,
      actor: patientActor(patientId),
      action: 'login',
      resource: 'session',
      ip: caller.ip,
    });
    return tokens;
  });
}

/** AUTH-7: rotates the refresh token; an already-used one revokes its whole family. */
export async function refresh(
  ctx: ModuleContext,
  refreshToken: string | undefined,
  caller: Caller,
): Promise<RefreshedTokens> {
  const now = ctx.now();
  if (!refreshToken) throw new AppError('REFRESH_TOKEN_INVALID', 401);
  const digest = tokenDigest(refreshToken);
  const row = await q.findRefreshToken(ctx.db, digest);
  const verdict = checkRefreshToken(
    row && { usedAt: row.used_at, expiresAt: row.expires_at, sessionRevokedAt: row.revoked_at },
    now,
  );
  if (verdict === 'reused' && row) {
    await q.revokeSession(ctx.db, row.session_id, 'refresh_token_reused', now);
    await audit(ctx.db, {
      patientId: row.patient_id,
      actor: 'system',
      action: 'revoke_reused_refresh',
      resource: 'session',
      ip: caller.ip,
    });
  }
  if (verdict !== 'ok' || !row) throw new AppError('REFRESH_TOKEN_INVALID', 401);

  return ctx.db.transaction().execute(async (tx) => {
    // Two uses racing: the loser is a reuse too.
    if (!(await q.useRefreshToken(tx, digest, now))) {
      await q.revokeSession(tx, row.session_id, 'refresh_token_reused', now);
      throw new AppError('REFRESH_TOKEN_INVALID', 401);
    }
    const patient = await q.findPatientById(tx, row.patient_id);
    if (!patient) throw new AppError('REFRESH_TOKEN_INVALID', 401);
    await tx
      .updateTable('sessions')
      .set({ last_refreshed_at: now })
      .where('id', '=', row.session_id)
      .execute();
    await audit(tx, {
      patientId: patient.id,
      actor: patientActor(patient.id),
      action: 'refresh',
      resource: 'session',
      ip: caller.ip,
    });
    return rotateTokens(tx, tokenPatient(patient), row.session_id, row.brand, ctx.config.jwtSecret, now);
  });
}

/** SESS-4: ends the session (its refresh-token family) named by the access token or the refresh token. */
export async function logout(
  ctx: ModuleContext,
  session: { sessionId: string; patientId: string } | undefined,
  refreshToken: string | undefined,
  caller: Caller,
): Promise<void> {
  const now = ctx.now();
  let target = session;
  if (!target && refreshToken) {
    const row = await q.findRefreshToken(ctx.db, tokenDigest(refreshToken));
    if (row) target = { sessionId: row.session_id, patientId: row.patient_id };
  }
  if (!target) return;
  await q.revokeSession(ctx.db, target.sessionId, 'logout', now);
  await audit(ctx.db, {
    patientId: target.patientId,
    actor: patientActor(target.patientId),
    action: 'logout',
    resource: 'session',
    ip: caller.ip,
  });
}

/** AUTH-4 / AUTH-9: emails a single-use link if the account exists; the answer is the same either way. */
export async function sendResetLink(ctx: ModuleContext, email: string, caller: Caller): Promise<void> {
  const now = ctx.now();
  await limitCodeSends(ctx, accountKey(email), caller);
  const patient = await q.findPatientByEmail(ctx.db, email);
  if (!patient) return;
  const token = opaqueToken();
  await ctx.db.transaction().execute(async (tx) => {
    // Only the newest link works.
    await tx
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('patient_id', '=', patient.id)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('password_reset_links')
      .values({
        token_hash: tokenDigest(token),
        patient_id: patient.id,
        expires_at: later(now, minutes(RESET_LINK_TTL_MINUTES)),
      })
      .execute();
    await audit(tx, {
      patientId: patient.id,
      actor: 'anonymous',
      action: 'reset_link_sent',
      resource: 'account.password',
      ip: caller.ip,
    });
  });
  const link = `${caller.origin}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.messenger.send({
    channel: 'email',
    to: patient.email,
    subject: outgoing.resetSubject(patient.language),
    body: outgoing.reset(patient.language, link),
    code: token,
  });
}

async function liveResetLink(ctx: ModuleContext, token: string) {
  const link = await ctx.db
    .selectFrom('password_reset_links')
    .select(['token_hash', 'patient_id'])
    .where('token_hash', '=', tokenDigest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!link) throw new AppError('RESET_LINK_INVALID', 400);
  return link;
}

/** Whether an emailed link still works (the portal asks before showing the new-password form). */
export async function verifyResetLink(ctx: ModuleContext, token: string): Promise<{ valid: true }> {
  await liveResetLink(ctx, token);
  return { valid: true };
}

/** AUTH-4: sets the new password through a live link, uses the link up, and ends every session. */
export async function resetPassword(
  ctx: ModuleContext,
  input: { token: string; password: string },
  caller: Caller,
) {
  const now = ctx.now();
  const link = await liveResetLink(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('token_hash', '=', link.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw new AppError('RESET_LINK_INVALID', 400);
    await tx
      .updateTable('patients')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', link.patient_id)
      .execute();
    await q.revokeOtherSessions(tx, link.patient_id, 'password_reset', now);
    await audit(tx, {
      patientId: link.patient_id,
      actor: 'anonymous',
      action: 'reset',
      resource: 'account.password',
      ip: caller.ip,
    });
  });
}

/** AUTH-5: needs the current password; ends every other session. */
export async function changePassword(
  ctx: ModuleContext,
  who: { patientId: string; sessionId: string },
  input: { current_password: string; new_password: string },
  caller: Caller,
) {
  const now = ctx.now();
  await hit(
    ctx.db,
    [{ bucket: `login:account:${who.patientId}`, limit: ctx.config.limits.loginPerAccount }],
    now,
  );
  const patient = await q.findPatientById(ctx.db, who.patientId);
  if (!patient || !(await verifyPassword(input.current_password, patient.password_hash))) {
    throw new AppError('PASSWORD_INCORRECT', 400);
  }
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('patients')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', patient.id)
      .execute();
    await q.revokeOtherSessions(tx, patient.id, 'password_changed', now, who.sessionId);
    await audit(tx, {
      patientId: patient.id,
      actor: patientActor(patient.id),
      action: 'update',
      resource: 'account.password',
      ip: caller.ip,
    });
  });
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
  ctx: ModuleContext,
  patientId: string,
  caller: Caller,
): Promise<Authenticator[]> {
  const rows = await q.listAuthenticators(ctx.db, patientId);
  await audit(ctx.db, {
    patientId,
    actor: patientActor(patientId),
    action: 'read',
    resource: 'account.authenticators',
    ip: caller.ip,
  });
  return rows.map(toAuthenticator);
}

/** AUTH-6: a new, unconfirmed app; it counts as a second factor once a code from it is confirmed. */
export async function addAuthenticator(
  ctx: ModuleContext,
  patientId: string,
  label: string,
  issuer: string,
  caller: Caller,
): Promise<NewAuthenticator> {
  const patient = await q.findPatientById(ctx.db, patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  const secret = newTotpSecret();
  const id = randomUUID();
  const row = await ctx.db
    .insertInto('totp_authenticators')
    .values({ id, patient_id: patientId, label, secret: encryptSeed(ctx, id, secret) })
    .returning(['id', 'label', 'confirmed_at', 'created_at'])
    .executeTakeFirstOrThrow();
  await audit(ctx.db, {
    patientId,
    actor: patientActor(patientId),
    action: 'create',
    resource: 'account.authenticators',
    ip: caller.ip,
  });
  const uri = otpauthUri(secret, issuer, patient.email);
  return { ...toAuthenticator(row), otpauth_uri: uri, qr_data_url: await qrDataUrl(uri), secret };
}

async function acceptAuthenticatorCode(
  ctx: ModuleContext,
  patientId: string,
  id: string,
  code: string,
  confirm: boolean,
) {
  const now = ctx.now();
  const app = await q.findAuthenticator(ctx.db, patientId, id);
  if (!app) throw new AppError('AUTHENTICATOR_NOT_FOUND', 404);
  await hit(ctx.db, [{ bucket: `totp:account:${patientId}`, limit: ctx.config.limits.loginPerAccount }], now);
  const step = matchTotpStep(decryptSeed(ctx, app), code, now);
  if (step === null || !(await q.useTotpStep(ctx.db, app.id, step, confirm, now))) {
    throw new AppError('AUTHENTICATOR_CODE_INVALID', 400);
  }
  return app;
}

/** AUTH-6: confirms a new app with a code from it. */
export async function confirmAuthenticator(
  ctx: ModuleContext,
  patientId: string,
  input: { id: string; code: string },
  caller: Caller,
) {
  const app = await acceptAuthenticatorCode(ctx, patientId, input.id, input.code, true);
  await audit(ctx.db, {
    patientId,
    actor: patientActor(patientId),
    action: 'update',
    resource: 'account.authenticators',
    ip: caller.ip,
  });
  return toAuthenticator({ ...app, confirmed_at: app.confirmed_at ?? ctx.now() });
}

/** AUTH-6: removal needs a fresh code from that app (one not used before). */
export async function removeAuthenticator(
  ctx: ModuleContext,
  patientId: string,
  input: { id: string; code: string },
  caller: Caller,
) {
  await acceptAuthenticatorCode(ctx, patientId, input.id, input.code, false);
  await ctx.db
    .deleteFrom('totp_authenticators')
    .where('id', '=', input.id)
    .where('patient_id', '=', patientId)
    .execute();
  await audit(ctx.db, {
    patientId,
    actor: patientActor(patientId),
    action: 'delete',
    resource: 'account.authenticators',
    ip: caller.ip,
  });
}
