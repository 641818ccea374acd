import { STATIN_INGREDIENT, STATIN_RXNORM } from './codes.js';
import { lookBack, screening, type ClinicalRecord, type Rule } from './evaluate.js';

const isStatin = (r: ClinicalRecord) =>
  (r.code !== null && STATIN_RXNORM.has(r.code)) || STATIN_INGREDIENT.test(r.display ?? '');

/** HEDIS SPD: a person with diabetes, 40–75, has a statin prescribed in the last 12 months. */
export const statinTherapy: Rule = (patient) =>
  screening('statin_therapy', patient, {
    closers: [{ kind: 'medications', test: isStatin, months: lookBack('statin_therapy') }],
    reasons: { closed: 'statin_prescribed', open: 'no_statin' },
  });
