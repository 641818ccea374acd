import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/types.js';

export interface HipaaAuthorizationsTable {
  id: string;
  patient_id: string;
  version: string;
  language: 'en' | 'es';
  /** SHA-256 of the exact text the patient read (authorizationHash). */
  content_hash: string;
  /** The full name as the patient typed it. */
  signer_name: string;
  signed_at: CreatedAt;
  ip: string | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** Who revoked it: `patient:<id>` or `coordinator:<name>`. */
  revoked_by: string | null;
}

export interface HipaaTables {
  hipaa_authorizations: HipaaAuthorizationsTable;
}
