import type { ColumnType, Generated } from 'kysely';
import type { StepUpAction } from '@portal/contract';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/types.js';

/** A timestamp the database fills on insert and the application moves later. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PatientsTable {
  id: string;
  /** The brand the account was made on and belongs to (migration 0041); its email is unique within it. */
  brand: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** The legal middle name (profile, PROF-1); the id token does not carry it. */
  middle_name: string | null;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  /** 'XXX-XXX-XXXX' */
  phone: string;
  /** Defaults to 'en' in the database. */
  language: ColumnType<'en' | 'es', 'en' | 'es' | undefined, 'en' | 'es'>;
  phone_verified_at: NullableTimestamp;
  /** Set once a code emailed to the address came back; until then email is no reset or second-factor channel. */
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MfaChallengesTable {
  id: string;
  token_hash: string;
  patient_id: string | null;
  /**
   * signup and login end in a session; verify_email, step_up and verify_phone (a code to a number the patient
   * adds) are asked by a signed-in patient.
   */
  purpose: 'signup' | 'login' | 'verify_email' | 'step_up' | 'verify_phone';
  method: 'sms' | 'email' | 'totp' | 'passkey' | null;
  /** A step-up's own (migration 0027): the session that asked for it and the one change its code opens. */
  session_id: string | null;
  action: StepUpAction | null;
  destination: string | null;
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  code_attempts: Generated<number>;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface TotpAuthenticatorsTable {
  id: string;
  patient_id: string;
  label: string;
  /** The TOTP seed, AES-256-GCM encrypted (`v2.<key id>.<iv>.<ciphertext>.<tag>`, src/lib/encryption.ts); never base32. */
  secret: string;
  confirmed_at: NullableTimestamp;
  last_used_step: number | null;
  created_at: CreatedAt;
}

/** A WebAuthn credential (migration 0014): its id and public key as the authenticator gave them. */
export interface PasskeysTable {
  id: string;
  patient_id: string;
  credential_id: string;
  public_key: Uint8Array;
  /** bigint: read it as `counter::float8` (a 32-bit unsigned count fits a double exactly). */
  counter: ColumnType<string, number | undefined, number>;
  /** JSON array of the transports the browser reported (usb, internal, hybrid…). */
  transports: ColumnType<string, string | undefined, string>;
  label: string;
  /** The brand whose relying party (its origin's host) the passkey was made for; it answers only there. */
  brand: string;
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

/** A one-time WebAuthn challenge: registering (signed in) or answering a login attempt (`mfa_challenge_id`). */
export interface WebauthnChallengesTable {
  id: string;
  /** Null only for a passwordless sign-in, whose account is named by the passkey's answer. */
  patient_id: string | null;
  purpose: 'register' | 'login' | 'passwordless' | 'step_up';
  mfa_challenge_id: string | null;
  challenge: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  patient_id: string;
  web_token_hash: string;
  brand: string;
  created_at: CreatedAt;
  last_refreshed_at: NullableTimestamp;
  /** Last request or refresh, for the idle timeout (touched at most once a minute). */
  last_seen_at: DefaultedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetLinksTable {
  token_hash: string;
  patient_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Failed logins of one account from one client address (see rules.ts loginDelaySeconds). */
export interface LoginFailuresTable {
  /** A digest of the email, never the email. */
  account_key: string;
  ip: string;
  failures: number;
  blocked_until: Timestamp;
  updated_at: DefaultedTimestamp;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface AccountsTables {
  patients: PatientsTable;
  mfa_challenges: MfaChallengesTable;
  totp_authenticators: TotpAuthenticatorsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_links: PasswordResetLinksTable;
  rate_limit_hits: RateLimitHitsTable;
  login_failures: LoginFailuresTable;
}
