/**
 * The record categories (the normalised tables) and the trends' categories and LOINC codes: constants and rules
 * apart from the schemas, so that a screen naming a category or a trend does not download zod with them.
 */
export const RECORD_CATEGORIES = [
  'medications',
  'encounters',
  'conditions',
  'observations',
  'immunizations',
  'allergies',
  'procedures',
  'reports',
] as const;
export type RecordCategory = (typeof RECORD_CATEGORIES)[number];

export const isRecordCategory = (value: string): value is RecordCategory =>
  (RECORD_CATEGORIES as readonly string[]).includes(value);

/** The FHIR resource type each category is normalised from. */
export const RECORD_CATEGORY_RESOURCE: Record<RecordCategory, string> = {
  medications: 'MedicationRequest',
  encounters: 'Encounter',
  conditions: 'Condition',
  observations: 'Observation',
  immunizations: 'Immunization',
  allergies: 'AllergyIntolerance',
  procedures: 'Procedure',
  reports: 'DiagnosticReport',
};

/**
 * Why an observation has no value, as `value_absent` names it: the codes of HL7's data-absent-reason code system,
 * then the portal's own: `pending` (ordered, not resulted yet), `cancelled`, `panel` (it groups other results,
 * listed on their own), `sampled-data` (a recorded tracing the portal cannot draw), `not-stated` (the source says
 * nothing about it).
 */
export const RECORD_VALUE_ABSENT_REASONS = [
  'unknown',
  'asked-unknown',
  'temp-unknown',
  'not-asked',
  'asked-declined',
  'masked',
  'not-applicable',
  'unsupported',
  'as-text',
  'error',
  'not-a-number',
  'negative-infinity',
  'positive-infinity',
  'not-performed',
  'not-permitted',
  'pending',
  'cancelled',
  'panel',
  'sampled-data',
  'not-stated',
] as const;
export type RecordValueAbsentReason = (typeof RECORD_VALUE_ABSENT_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Trend categories and their LOINC codes (ARCHITECTURE.md "Health records")
// ---------------------------------------------------------------------------------------------------------

export const VITAL_TREND_CATEGORIES = ['BMI', 'HRTRT', 'BPRES', 'BLOXY', 'RESRT', 'WEIGHT'] as const;
export const LAB_TREND_CATEGORIES = ['CHOLH', 'CHOLL', 'CHOLT', 'CREAT', 'HbA1c'] as const;
export type VitalTrendCategory = (typeof VITAL_TREND_CATEGORIES)[number];
export type LabTrendCategory = (typeof LAB_TREND_CATEGORIES)[number];
export type TrendCategory = VitalTrendCategory | LabTrendCategory;
export type TrendKind = 'vitals' | 'labs';

export const LOINC = {
  bmi: '39156-5',
  heartRate: '8867-4',
  bpPanel: '85354-9',
  bpPanelSynthea: '55284-4',
  systolic: '8480-6',
  diastolic: '8462-4',
  oxygenSaturation: '2708-6',
  oxygenSaturationPulseOx: '59408-5',
  respiratoryRate: '9279-1',
  weight: '29463-7',
  hdl: '2085-9',
  ldl: '18262-6',
  totalCholesterol: '2093-3',
  creatinineSerum: '2160-0',
  creatinineBlood: '38483-4',
  hba1c: '4548-4',
} as const;

/** Blood-pressure panels whose components are stored as separate systolic and diastolic observations. */
export const BLOOD_PRESSURE_PANELS: readonly string[] = [LOINC.bpPanel, LOINC.bpPanelSynthea];

/**
 * The LOINC codes each trend reads. Blood pressure reads the systolic and diastolic component rows that the
 * normaliser splits out of the panels; the other trends read one observation code (or its synonyms).
 */
export const TREND_LOINC_CODES: Record<TrendCategory, readonly string[]> = {
  BMI: [LOINC.bmi],
  HRTRT: [LOINC.heartRate],
  BPRES: [LOINC.systolic, LOINC.diastolic],
  BLOXY: [LOINC.oxygenSaturation, LOINC.oxygenSaturationPulseOx],
  RESRT: [LOINC.respiratoryRate],
  WEIGHT: [LOINC.weight],
  CHOLH: [LOINC.hdl],
  CHOLL: [LOINC.ldl],
  CHOLT: [LOINC.totalCholesterol],
  CREAT: [LOINC.creatinineSerum, LOINC.creatinineBlood],
  HbA1c: [LOINC.hba1c],
};

export const TREND_KIND: Record<TrendCategory, TrendKind> = {
  BMI: 'vitals',
  HRTRT: 'vitals',
  BPRES: 'vitals',
  BLOXY: 'vitals',
  RESRT: 'vitals',
  WEIGHT: 'vitals',
  CHOLH: 'labs',
  CHOLL: 'labs',
  CHOLT: 'labs',
  CREAT: 'labs',
  HbA1c: 'labs',
};

/** The trend category a LOINC code belongs to, if any (BP panels map through their components). */
export function trendCategoryOfLoinc(code: string): TrendCategory | undefined {
  for (const [category, codes] of Object.entries(TREND_LOINC_CODES) as [TrendCategory, readonly string[]][]) {
    if (codes.includes(code)) return category;
  }
  return undefined;
}

export function isTrendCategory(kind: TrendKind, value: string): value is TrendCategory {
  const list: readonly string[] = kind === 'vitals' ? VITAL_TREND_CATEGORIES : LAB_TREND_CATEGORIES;
  return list.includes(value);
}

/**
 * A condition's clinical statuses (FHIR condition-clinical) that make it a current problem: the Conditions list
 * shows these first, then every other (inactive, remission, resolved, none recorded).
 */
export const ACTIVE_CONDITION_STATUSES: readonly string[] = ['active', 'recurrence', 'relapse'];
