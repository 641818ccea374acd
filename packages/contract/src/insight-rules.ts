import type { InsightAction } from './insights.js';

/*
 * The insight rules' fixed facts and codes: constants apart from the schemas (insights.ts), so that a screen that
 * explains an insight does not download zod with them.
 */

/**
 * `needs_answer`: whether it applies depends on a fact the portal does not have (the sex assigned at birth), so
 * it asks the patient rather than guess. Listed in the order the portal shows them.
 */
export const INSIGHT_STATUSES = ['open', 'needs_answer', 'closed', 'not_applicable'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

export const INSIGHT_RULE_CODES = [
  'hba1c_monitoring',
  'hba1c_control',
  'kidney_health_evaluation',
  'colorectal_cancer_screening',
  'blood_pressure_control',
  'statin_therapy',
  'cholesterol_screening',
  'cervical_cancer_screening',
  'breast_cancer_screening',
  'influenza_vaccine',
] as const;
export type InsightRuleCode = (typeof INSIGHT_RULE_CODES)[number];

/**
 * Why an insight has its status, in words the portal translates (`reason` + status):
 * - open: `never_done` (no qualifying record), `out_of_date` (the last one is older than the look-back window),
 *   `above_goal` (the last reading is not at goal), `no_statin` (no statin the patient takes now);
 * - needs_answer: `sex_unknown` (neither the patient nor a record source stated the sex assigned at birth);
 * - closed: `done_in_window`, `done_out_of_range` (the test was done; its result is outside the normal range),
 *   `at_goal`, `at_goal_above_range` (under the measure's goal, yet above the normal range: an HbA1c of 6.8 %),
 *   `statin_current` (a statin the patient takes now);
 * - not_applicable: `age` (outside the ages), `sex` (assigned the other sex at birth), `no_condition` (the
 *   condition it is for is not in the records), `excluded` (a record rules it out, e.g. a total colectomy or
 *   hysterectomy).
 */
export const INSIGHT_REASONS = [
  'never_done',
  'out_of_date',
  'above_goal',
  'no_statin',
  'done_in_window',
  'done_out_of_range',
  'at_goal',
  'at_goal_above_range',
  /** A result was filed whose control cannot be judged (words, or "<9" against a goal below 8). */
  'result_unclear',
  'statin_current',
  'age',
  'sex',
  'sex_unknown',
  'no_condition',
  'excluded',
] as const;
export type InsightReason = (typeof INSIGHT_REASONS)[number];

export const EVIDENCE_SOURCES = ['USPSTF', 'HEDIS', 'CDC'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

/** One rule's fixed facts. `ages` is inclusive; `sex` (assigned at birth) null when it applies to both. */
export interface InsightRuleFacts {
  evidence: { source: EvidenceSource; measure: string; url: string };
  ages: { min: number; max: number | null };
  sex: 'female' | 'male' | null;
  /** The condition it is for, as the patient reads it (the rule matches SNOMED codes); null when for everyone. */
  for_condition: 'diabetes' | 'hypertension' | null;
  /** A closing record older than this many months no longer closes it. */
  look_back_months: number;
  /** What closes it, as record kinds the portal names. */
  closed_by: readonly ClosingRecord[];
  action: InsightAction;
}

export const CLOSING_RECORDS = [
  'hba1c_result',
  'hba1c_below_goal',
  'egfr_result',
  'uacr_result',
  'fit_result',
  'colonoscopy',
  'blood_pressure_reading',
  'statin_prescription',
  'lipid_panel_result',
  'cervical_cytology',
  'mammogram',
  'flu_vaccine',
] as const;
export type ClosingRecord = (typeof CLOSING_RECORDS)[number];

export const INSIGHT_RULES = {
  hba1c_monitoring: {
    evidence: {
      source: 'HEDIS',
      measure: 'Glycemic Status Assessment for Patients With Diabetes (GSD)',
      url: 'https://www.ncqa.org/hedis/measures/glycemic-status-assessment-for-patients-with-diabetes/',
    },
    ages: { min: 18, max: 75 },
    sex: null,
    for_condition: 'diabetes',
    look_back_months: 12,
    closed_by: ['hba1c_result'],
    action: { kind: 'order_kit', kit_type: 'hba1c' },
  },
  hba1c_control: {
    // The same measure's other half: the test was done (monitoring) and its result is under 8 % (control).
    evidence: {
      source: 'HEDIS',
      measure: 'Glycemic Status Assessment for Patients With Diabetes (GSD), HbA1c < 8 %',
      url: 'https://www.ncqa.org/hedis/measures/glycemic-status-assessment-for-patients-with-diabetes/',
    },
    ages: { min: 18, max: 75 },
    sex: null,
    for_condition: 'diabetes',
    look_back_months: 12,
    closed_by: ['hba1c_below_goal'],
    action: { kind: 'talk_to_clinician' },
  },
  kidney_health_evaluation: {
    evidence: {
      source: 'HEDIS',
      measure: 'Kidney Health Evaluation for Patients With Diabetes (KED)',
      url: 'https://www.ncqa.org/hedis/measures/kidney-health-evaluation-for-patients-with-diabetes/',
    },
    ages: { min: 18, max: 85 },
    sex: null,
    for_condition: 'diabetes',
    look_back_months: 12,
    closed_by: ['egfr_result', 'uacr_result'],
    action: { kind: 'order_kit', kit_type: 'kidney_health' },
  },
  colorectal_cancer_screening: {
    evidence: {
      source: 'USPSTF',
      measure: 'Colorectal Cancer: Screening (2021), grades A and B',
      url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/colorectal-cancer-screening',
    },
    ages: { min: 45, max: 75 },
    sex: null,
    for_condition: null,
    // A FIT closes it for 12 months, a colonoscopy for 10 years (the rule reads each with its own window).
    look_back_months: 12,
    closed_by: ['fit_result', 'colonoscopy'],
    action: { kind: 'order_kit', kit_type: 'fit' },
  },
  blood_pressure_control: {
    evidence: {
      source: 'HEDIS',
      measure: 'Controlling High Blood Pressure (CBP)',
      url: 'https://www.ncqa.org/hedis/measures/controlling-high-blood-pressure/',
    },
    ages: { min: 18, max: 85 },
    sex: null,
    for_condition: 'hypertension',
    look_back_months: 12,
    closed_by: ['blood_pressure_reading'],
    action: { kind: 'talk_to_clinician' },
  },
  statin_therapy: {
    evidence: {
      source: 'HEDIS',
      measure: 'Statin Therapy for Patients With Diabetes (SPD)',
      url: 'https://www.ncqa.org/hedis/measures/statin-therapy-for-patients-with-cardiovascular-disease-and-diabetes/',
    },
    ages: { min: 40, max: 75 },
    sex: null,
    for_condition: 'diabetes',
    look_back_months: 12,
    closed_by: ['statin_prescription'],
    action: { kind: 'talk_to_clinician' },
  },
  cholesterol_screening: {
    evidence: {
      source: 'USPSTF',
      measure: 'Statin Use for the Primary Prevention of Cardiovascular Disease in Adults (2022)',
      url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/statin-use-in-adults-preventive-medication',
    },
    ages: { min: 40, max: 75 },
    sex: null,
    for_condition: null,
    look_back_months: 60,
    closed_by: ['lipid_panel_result'],
    action: { kind: 'order_kit', kit_type: 'lipid_panel' },
  },
  cervical_cancer_screening: {
    evidence: {
      source: 'USPSTF',
      measure: 'Cervical Cancer: Screening (2018), grade A',
      url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/cervical-cancer-screening',
    },
    ages: { min: 21, max: 65 },
    sex: 'female',
    for_condition: null,
    look_back_months: 36,
    closed_by: ['cervical_cytology'],
    action: { kind: 'talk_to_clinician' },
  },
  breast_cancer_screening: {
    evidence: {
      source: 'USPSTF',
      measure: 'Breast Cancer: Screening (2024), grade B',
      url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/breast-cancer-screening',
    },
    ages: { min: 40, max: 74 },
    sex: 'female',
    for_condition: null,
    look_back_months: 24,
    closed_by: ['mammogram'],
    action: { kind: 'talk_to_clinician' },
  },
  influenza_vaccine: {
    evidence: {
      source: 'CDC',
      measure: 'ACIP: Seasonal influenza vaccination for everyone 6 months and older',
      url: 'https://www.cdc.gov/flu/prevent/vaccinations.htm',
    },
    ages: { min: 0, max: null },
    sex: null,
    for_condition: null,
    // The season runs from July 1; a vaccine since then closes it (the rule reads the season, not this).
    look_back_months: 12,
    closed_by: ['flu_vaccine'],
    action: { kind: 'get_vaccine' },
  },
} as const satisfies Record<InsightRuleCode, InsightRuleFacts>;
