import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../db/types.js';

/**
 * One row per patient, created at sign-up. Later modules set their own gate here when their step
 * completes (identity verification, HIPAA, address, data pull) so gatepass reads one row.
 */
export interface OnboardingTable {
  patient_id: string;
  identity_status: ColumnType<string, string | undefined, string>;
  identity_method: string | null;
  /** IAL-style level (IDENTITY_ASSURANCE_LEVELS), the method that reached it and when (migration 0007). */
  identity_assurance: ColumnType<string, string | undefined, string>;
  identity_assurance_method: string | null;
  identity_assured_at: NullableTimestamp;
  hipaa_signed_at: NullableTimestamp;
  primary_address_at: NullableTimestamp;
  data_pull_state: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PatientPropertiesTable {
  patient_id: string;
  key: string;
  /** jsonb: boolean, number or short string */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GatepassTables {
  onboarding: OnboardingTable;
  patient_properties: PatientPropertiesTable;
}
