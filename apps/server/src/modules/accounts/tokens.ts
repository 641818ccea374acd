import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RefreshedTokens, SessionTokens } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { JWT_AUDIENCE, signJwt } from '../../lib/jwt.js';
import { opaqueToken, tokenDigest } from '../../lib/secrets.js';
import * as q from './queries.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Each rotated refresh token lives this long; an idle session ends with it. */
export const REFRESH_TOKEN_TTL_SECONDS = 12 * 3600;

export interface TokenPatient {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  language: 'en' | 'es';
  email_verified?: boolean;
}

export function accessToken(
  patientId: string,
  sessionId: string,
  secret: string,
  now: Date,
): Promise<string> {
  return signJwt({ sub: patientId, sid: sessionId, token_use: 'access' }, secret, {
    audience: JWT_AUDIENCE.access,
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    now: now.getTime(),
  });
}

/** OIDC-style claims the portal shows as the patient profile. */
export function idToken(patient: TokenPatient, brand: string, secret: string, now: Date): Promise<string> {
  return signJwt(
    {
      sub: patient.id,
      given_name: patient.first_name,
      family_name: patient.last_name,
      email: patient.email,
      phone_number: patient.phone,
      birthdate: patient.date_of_birth,
      locale: patient.language,
      brand,
      email_verified: patient.email_verified ?? false,
      token_use: 'id',
    },
    secret,
    { audience: JWT_AUDIENCE.id, ttlSeconds: ACCESS_TOKEN_TTL_SECONDS, now: now.getTime() },
  );
}

async function newRefreshToken(db: Kysely<Database>, sessionId: string, now: Date): Promise<string> {
  const token = opaqueToken();
  await q.insertRefreshToken(db, {
    token_hash: tokenDigest(token),
    session_id: sessionId,
    // The server's clock, as for used_at: the grace compares the two (rules.ts checkRefreshToken)
    created_at: now,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Starts a session (a new refresh-token family with its web_token) and signs its first tokens. */
export async function startSession(
  db: Kysely<Database>,
  patient: TokenPatient,
  brand: string,
  secret: string,
  now: Date,
): Promise<SessionTokens & { sessionId: string }> {
  const sessionId = randomUUID();
  const webToken = opaqueToken();
  await q.insertSession(db, {
    id: sessionId,
    patient_id: patient.id,
    web_token_hash: tokenDigest(webToken),
    brand,
    created_at: now,
    last_seen_at: now,
  });
  return {
    sessionId,
    access_token: await accessToken(patient.id, sessionId, secret, now),
    id_token: await idToken(patient, brand, secret, now),
    refresh_token: await newRefreshToken(db, sessionId, now),
    web_token: webToken,
  };
}

/** The next tokens of a session whose previous refresh token was just used. */
export async function rotateTokens(
  db: Kysely<Database>,
  patient: TokenPatient,
  sessionId: string,
  brand: string,
  secret: string,
  now: Date,
): Promise<RefreshedTokens> {
  return {
    access_token: await accessToken(patient.id, sessionId, secret, now),
    id_token: await idToken(patient, brand, secret, now),
    refresh_token: await newRefreshToken(db, sessionId, now),
  };
}
