import type { ColumnType } from 'kysely';
import type { PatientSettings } from '@portal/contract';

export interface PatientSettingsTable {
  patient_id: string;
  time_zone: string;
  /** Null until the patient chooses: then their brand's default for their language. */
  units: PatientSettings['units'] | null;
  /** jsonb: PatientSettings['notifications'] */
  notifications: ColumnType<PatientSettings['notifications'], string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SettingsTables {
  patient_settings: PatientSettingsTable;
}
