import { HBA1C } from './codes.js';
import { lookBack, screening, type Rule } from './evaluate.js';

/** HEDIS GSD: a person with diabetes, 18–75, has an HbA1c result in the last 12 months. */
export const hba1cMonitoring: Rule = (patient) =>
  screening('hba1c_monitoring', patient, {
    closers: [{ kind: 'observations', codes: HBA1C, months: lookBack('hba1c_monitoring') }],
  });
