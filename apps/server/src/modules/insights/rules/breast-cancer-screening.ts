import { BILATERAL_MASTECTOMY, MAMMOGRAM } from './codes.js';
import { lookBack, screening, type Rule } from './evaluate.js';

/** USPSTF breast cancer screening, women 40–74: a mammogram every two years. A bilateral mastectomy rules it out. */
export const breastCancerScreening: Rule = (patient) =>
  screening('breast_cancer_screening', patient, {
    closers: [
      { kind: 'procedures', codes: MAMMOGRAM, months: lookBack('breast_cancer_screening') },
      { kind: 'reports', codes: MAMMOGRAM, months: lookBack('breast_cancer_screening') },
    ],
    exclusions: [{ kind: 'procedures', codes: BILATERAL_MASTECTOMY }],
  });
