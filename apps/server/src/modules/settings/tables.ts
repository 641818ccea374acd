import type { ColumnType } from 'kysely';
import type { PatientSettings } from '@portal/contract';

export interface PatientSettingsTable {
  patient_id: string;
  time_zone: string;
  /** jsonb: PatientSettings['notifications'] */
  notifications: ColumnType<PatientSettings['notifications'], string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SettingsTables {
  patient_settings: PatientSettingsTable;
}
