import type { InsightRuleCode } from '@portal/contract';
import { bloodPressureControl } from './blood-pressure-control.js';
import { breastCancerScreening } from './breast-cancer-screening.js';
import { cervicalCancerScreening } from './cervical-cancer-screening.js';
import { cholesterolScreening } from './cholesterol-screening.js';
import { colorectalCancerScreening } from './colorectal-cancer-screening.js';
import type { Rule } from './evaluate.js';
import { hba1cControl } from './hba1c-control.js';
import { hba1cMonitoring } from './hba1c-monitoring.js';
import { influenzaVaccine } from './influenza-vaccine.js';
import { kidneyHealthEvaluation } from './kidney-health-evaluation.js';
import { statinTherapy } from './statin-therapy.js';

/** Every rule, by its code; a code the contract adds without a rule here fails the typecheck. */
export const RULES: Record<InsightRuleCode, Rule> = {
  hba1c_monitoring: hba1cMonitoring,
  hba1c_control: hba1cControl,
  kidney_health_evaluation: kidneyHealthEvaluation,
  colorectal_cancer_screening: colorectalCancerScreening,
  blood_pressure_control: bloodPressureControl,
  statin_therapy: statinTherapy,
  cholesterol_screening: cholesterolScreening,
  cervical_cancer_screening: cervicalCancerScreening,
  breast_cancer_screening: breastCancerScreening,
  influenza_vaccine: influenzaVaccine,
};

export type { ClinicalRecord, DecidingRecord, PatientRecords, RuleOutcome } from './evaluate.js';
export { ageOn } from './evaluate.js';
