import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.js';
import * as m0003 from './0003_records.js';
import * as m0004 from './0004_onboarding_identity_hipaa_addresses.js';
import * as m0005 from './0005_audit_outcome.js';
import * as m0006 from './0006_account_takeover.js';
import * as m0007 from './0007_identity_assurance.js';
import * as m0008 from './0008_records_assurance_review_callbacks.js';
import * as m0010 from './0010_lab_orders.js';
import * as m0011 from './0011_sharing.js';
import * as m0012 from './0012_study_consents.js';
import * as m0015 from './0015_records_reconcile.js';
import * as m0018 from './0018_sharing_grantee_organization.js';
import * as m0019 from './0019_notification_events.js';
import * as m0021 from './0021_encounter_clinician_place.js';
import * as m0022 from './0022_record_versions.js';
import * as m0023 from './0023_observation_value_forms.js';
import * as m0024 from './0024_insight_sex_at_birth.js';
import * as m0025 from './0025_settings_units.js';
import * as m0031 from './0031_refuted_diagnoses.js';
import * as m0033 from './0033_share_passcode_tries.js';
import * as m0009 from './0009_insights.js';
import * as m0014 from './0014_account_settings_feedback_passkeys.js';
import * as m0013 from './0013_profile.js';
import * as m0020 from './0020_passwordless_passkeys.js';
import * as m0027 from './0027_step_up_grants.js';
import * as m0028 from './0028_grant_text_codes.js';
import * as m0036 from './0036_audit_anonymous_refusals.js';
import * as m0040 from './0040_background_jobs.js';
import * as m0035 from './0035_access_log_refusals.js';
import * as m0034 from './0034_factor_links.js';
import * as m0038 from './0038_card_photo_blobs.js';
import * as m0039 from './0039_audit_log_partitions.js';
import * as m0041 from './0041_accounts_belong_to_a_brand.js';
import * as m0042 from './0042_patient_apps.js';
import * as m0043 from './0043_app_disconnected.js';

/**
 * Every migration, in order. Listed statically (not read from the folder) so the built server and tests
 * run exactly the same set. To add one: create `NNNN_name.ts` and add a line here.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0003_records': m0003,
  '0004_onboarding_identity_hipaa_addresses': m0004,
  '0005_audit_outcome': m0005,
  '0006_account_takeover': m0006,
  '0007_identity_assurance': m0007,
  '0008_records_assurance_review_callbacks': m0008,
  '0010_lab_orders': m0010,
  '0011_sharing': m0011,
  '0012_study_consents': m0012,
  '0015_records_reconcile': m0015,
  '0018_sharing_grantee_organization': m0018,
  '0009_insights': m0009,
  '0014_account_settings_feedback_passkeys': m0014,
  '0013_profile': m0013,
  '0019_notification_events': m0019,
  '0020_passwordless_passkeys': m0020,
  '0021_encounter_clinician_place': m0021,
  '0022_record_versions': m0022,
  '0023_observation_value_forms': m0023,
  '0024_insight_sex_at_birth': m0024,
  '0025_settings_units': m0025,
  '0027_step_up_grants': m0027,
  '0028_grant_text_codes': m0028,
  '0031_refuted_diagnoses': m0031,
  '0036_audit_anonymous_refusals': m0036,
  '0033_share_passcode_tries': m0033,
  '0035_access_log_refusals': m0035,
  '0034_factor_links': m0034,
  '0038_card_photo_blobs': m0038,
  '0039_audit_log_partitions': m0039,
  '0040_background_jobs': m0040,
  '0041_accounts_belong_to_a_brand': m0041,
  '0042_patient_apps': m0042,
  '0043_app_disconnected': m0043,
};
