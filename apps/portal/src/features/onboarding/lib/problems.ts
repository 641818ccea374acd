import {
  licenceProblemField,
  problemMessageKey,
  type AddressProblem,
  type LicenceProblem,
  type SharedCatalogue,
} from '@portal/contract';
import type { Problem } from '../../../lib/problem-text';

/**
 * The onboarding forms' rules as the shared catalogue words them: `validation.<key>` naming `fields.<field>`,
 * with the key and field the server reports for the same rule, so the patient reads one message for one
 * problem whether the browser or the server finds it (problems.test.ts holds them together).
 */
type ValidationKey = keyof SharedCatalogue['validation'];
type FieldKey = keyof SharedCatalogue['fields'];

export const problem = (key: ValidationKey, field: FieldKey): Problem => ({
  key: `validation.${key}`,
  field: `fields.${field}`,
});

export const required = (field: FieldKey): Problem => problem('required', field);

/** A licence problem, shown on the field the server names for it (`expired` on the expiry date). */
export const licenceProblem = (p: LicenceProblem): Problem => problem(p, licenceProblemField(p));

/**
 * An address problem, naming the address it is in as the server does (its request field: `primary`, `past`,
 * or `address` on the confirmation screen).
 */
export const addressProblem = (p: AddressProblem, address: 'primary' | 'past' | 'address'): Problem =>
  problem(problemMessageKey(p), address);
