import { CERVICAL_CYTOLOGY, HPV_TEST, HYSTERECTOMY } from './codes.js';
import { lookBack, screening, type Rule } from './evaluate.js';

/**
 * USPSTF cervical cancer screening, women 21–65: cytology every 3 years, or (from 30) an HPV test every 5.
 * A hysterectomy rules it out.
 */
export const cervicalCancerScreening: Rule = (patient) =>
  screening('cervical_cancer_screening', patient, {
    closers: [
      { kind: 'procedures', codes: CERVICAL_CYTOLOGY, months: lookBack('cervical_cancer_screening') },
      { kind: 'observations', codes: CERVICAL_CYTOLOGY, months: lookBack('cervical_cancer_screening') },
      ...(patient.age >= 30 ? [{ kind: 'observations' as const, codes: HPV_TEST, months: 60 }] : []),
    ],
    exclusions: [{ kind: 'procedures', codes: HYSTERECTOMY }],
  });
