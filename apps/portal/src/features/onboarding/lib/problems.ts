import { licenceProblemField, type LicenceProblem, type SharedCatalogue } from '@portal/contract';
import { problem, type Problem } from '../../../lib/problem-text';

type FieldKey = keyof SharedCatalogue['fields'];

/** The onboarding forms' rules as the shared catalogue words them (see `problem`). */
export const required = (field: FieldKey): Problem => problem('required', field);

/** A licence problem, shown on the field the server names for it (`expired` on the expiry date). */
export const licenceProblem = (p: LicenceProblem): Problem => problem(p, licenceProblemField(p));
