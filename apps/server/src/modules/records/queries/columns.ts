import { RECORD_CATEGORIES, type RecordCategory } from '@portal/contract';

/* The record tables and the columns both the pull's writes and the patient's reads name. */

export const TABLE_OF_CATEGORY = {
  medications: 'medications',
  encounters: 'encounters',
  conditions: 'conditions',
  observations: 'observations',
  immunizations: 'immunizations',
  allergies: 'allergies',
  procedures: 'procedures',
  reports: 'diagnostic_reports',
} as const satisfies Record<RecordCategory, string>;

export type RecordTableName = (typeof TABLE_OF_CATEGORY)[RecordCategory];

/** Every record table, in the contract's category order. */
export const RECORD_TABLES: readonly RecordTableName[] = RECORD_CATEGORIES.map((c) => TABLE_OF_CATEGORY[c]);

/** What a record says, in every table; both the pull's writes and the patient's pages carry these. */
export const ENTRY_COLUMNS = [
  'type',
  'code',
  'code_system',
  'display',
  'status',
  'date',
  'end_date',
  'value_text',
] as const;
export const COMMON_COLUMNS = [...ENTRY_COLUMNS, 'encounter_ref', 'resource'] as const;
export const OBSERVATION_COLUMNS = [
  'value',
  'value_boolean',
  'value_absent',
  'unit',
  'ref_low',
  'ref_high',
  'ref_text',
] as const;
export const ENCOUNTER_COLUMNS = ['clinician', 'place'] as const;
