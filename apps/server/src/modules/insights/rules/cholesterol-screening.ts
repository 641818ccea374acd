import { LIPID_PANEL } from './codes.js';
import { lookBack, screening, type Rule } from './evaluate.js';

/**
 * USPSTF statin use for primary prevention, 40–75: the decision rests on a cardiovascular risk estimate, which
 * needs a lipid panel; one in the last five years keeps it current.
 */
export const cholesterolScreening: Rule = (patient) =>
  screening('cholesterol_screening', patient, {
    closers: [{ kind: 'observations', codes: LIPID_PANEL, months: lookBack('cholesterol_screening') }],
  });
