import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/types.js';
import type {
  AdditionalNameUse,
  AdministrativeSex,
  Ethnicity,
  GenderIdentity,
  PreferredLanguage,
  Race,
  SexAtBirth,
} from '@portal/contract';

/** Other names the patient has been known by; the legal name is the account's (patients). */
export interface PatientNamesTable {
  id: string;
  patient_id: string;
  use: AdditionalNameUse;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  created_at: CreatedAt;
}

/** Sex, sex assigned at birth, gender identity and Demographics 2; a null column was never answered. */
export interface PatientDemographicsTable {
  patient_id: string;
  sex: AdministrativeSex | null;
  sex_at_birth: SexAtBirth | null;
  gender_identity: GenderIdentity | null;
  /** JSON array of Race. */
  races: ColumnType<Race[], string | undefined, string>;
  race_declined: ColumnType<boolean, boolean | undefined, boolean>;
  ethnicity: Ethnicity | null;
  preferred_language: PreferredLanguage | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ReviewedField = 'legal_name' | 'date_of_birth';

/** A change to a verified identity waiting for a coordinator (one pending per field). */
export interface ProfileReviewsTable {
  id: string;
  patient_id: string;
  field: ReviewedField;
  /** The requested value: `{ first_name, middle_name, last_name }` or `{ date_of_birth }`. */
  requested: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    'pending' | 'approved' | 'rejected' | 'withdrawn',
    'pending' | undefined,
    'approved' | 'rejected' | 'withdrawn'
  >;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
}

export interface ProfileTables {
  patient_names: PatientNamesTable;
  patient_demographics: PatientDemographicsTable;
  profile_reviews: ProfileReviewsTable;
}
