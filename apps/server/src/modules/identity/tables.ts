import type { ColumnType } from 'kysely';
import type { AttemptOutcome, IdentityAssuranceLevel, VerificationMethod } from '@portal/contract';
import type { CreatedAt, NullableTimestamp } from '../../db/types.js';
import type { ExtractedIdentity } from '../../providers/identity/types.js';

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** Facts kept instead of the evidence itself (see the migration). */
export interface AttemptEvidence {
  document_sha256?: string;
  selfie_sha256?: string;
  document_type?: string;
  ssn_last4?: string;
  /** The passed ID scan an SSN was cross-checked against. */
  cross_checked_attempt?: string;
  licence_state?: string;
  licence_last4?: string;
  onfido_applicant_id?: string;
}

export interface IdentityAttemptsTable {
  id: string;
  patient_id: string;
  method: VerificationMethod;
  provider: 'onfido' | 'sandbox' | 'coordinator';
  provider_ref: string | null;
  outcome: AttemptOutcome;
  assurance_level: IdentityAssuranceLevel | null;
  reason: string | null;
  evidence: Json<AttemptEvidence>;
  extracted: NullableJson<ExtractedIdentity>;
  confirmed: NullableJson<ExtractedIdentity>;
  confirmed_at: NullableTimestamp;
  assisted_phone: string | null;
  assisted_time: NullableTimestamp;
  assisted_note: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface IdentityTables {
  identity_attempts: IdentityAttemptsTable;
}
