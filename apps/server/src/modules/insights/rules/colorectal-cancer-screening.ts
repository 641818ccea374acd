import { COLONOSCOPY, COLORECTAL_EXCLUSIONS, FIT_PROCEDURE, FIT_RESULT } from './codes.js';
import { screening, type Rule } from './evaluate.js';

/**
 * USPSTF colorectal cancer screening, 45–75: a stool test (FIT) in the last year or a colonoscopy in the last
 * ten years. A history of colorectal cancer or a total colectomy rules it out.
 */
export const colorectalCancerScreening: Rule = (patient) =>
  screening('colorectal_cancer_screening', patient, {
    closers: [
      { kind: 'observations', codes: FIT_RESULT, months: 12 },
      { kind: 'procedures', codes: FIT_PROCEDURE, months: 12 },
      { kind: 'procedures', codes: COLONOSCOPY, months: 120 },
    ],
    exclusions: [
      { kind: 'conditions', codes: COLORECTAL_EXCLUSIONS },
      { kind: 'procedures', codes: COLORECTAL_EXCLUSIONS },
    ],
  });
