import type { InsightStatus } from '@portal/contract';
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/types.js';

type Json = ColumnType<unknown, string | null, string | null>;

export interface InsightsTable {
  id: string;
  patient_id: string;
  rule: string;
  status: InsightStatus;
  reason: string;
  /** YYYY-MM-DD */
  due_date: string | null;
  /** The record that decided the status (kind, date, display, code, value, unit). */
  decided_by: Json;
  /** The condition record the rule is for. */
  condition: Json;
  age: number;
  /** The sex assigned at birth the rules read. */
  sex: 'female' | 'male' | null;
  computed_at: Timestamp;
}

/** The sex assigned at birth each record source states (US Core birth sex). */
export interface InsightPatientSexTable {
  patient_id: string;
  source: string;
  sex: 'female' | 'male';
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InsightsTables {
  insights: InsightsTable;
  insight_patient_sex: InsightPatientSexTable;
}
