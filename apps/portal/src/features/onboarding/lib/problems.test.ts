import { describe, expect, it } from 'vitest';
import { validationMessage, type AddressProblem, type LicenceProblem } from '@portal/contract';
import { problemText, type Problem } from '../../../lib/problem-text';
import { createTestI18n } from '../../../testing/i18n';
import { addressProblem } from '../../../lib/address-form';
import { problem } from '../../../lib/problem-text';
import { licenceProblem, required } from './problems';

const LICENCE: LicenceProblem[] = [
  'number',
  'state',
  'issue_date',
  'expiry_date',
  'expired',
  'issued_after_expiry',
];
const ADDRESS: AddressProblem[] = [
  'address1',
  'city',
  'state',
  'zip',
  'from',
  'to',
  'from_after_to',
  'in_future',
];

/** Every rule the onboarding forms check in the browser, as each screen builds its problem. */
const rules: [string, Problem][] = [
  ...LICENCE.map((p): [string, Problem] => [`licence ${p}`, licenceProblem(p)]),
  ...ADDRESS.flatMap((p) =>
    (['primary', 'past', 'address'] as const).map((a): [string, Problem] => [
      `${a} ${p}`,
      addressProblem(p, a),
    ]),
  ),
  ['first name', required('first_name')],
  ['last name', required('last_name')],
  ['date of birth', problem('date', 'date_of_birth')],
  ['ID photo', required('document')],
  ['SSN', problem('ssn', 'ssn')],
  ['assisted phone', problem('phone_format', 'phone')],
  ['assisted call time', problem('preferred_time_range', 'preferred_time')],
  ['HIPAA full name', required('full_name')],
  ['HIPAA agreement', problem('agreement_required', 'agreed')],
  ['no primary address', required('primary')],
];

const strip = (key: string | undefined, prefix: string) => key!.slice(prefix.length);

describe.each(['en', 'es'] as const)('onboarding problems in %s', (lang) => {
  const i18n = createTestI18n(lang);

  it.each(rules)('[I18N-1] %s reads as the server says it', (_, p) => {
    const portal = problemText(i18n.t, p);
    expect(portal).toBe(validationMessage(lang, strip(p.key, 'validation.'), strip(p.field, 'fields.')));
    // A key or field missing from the catalogue would fall back to a generic or raw text.
    expect(portal).not.toMatch(/validation\.|fields\.|\{\{/);
    expect(i18n.exists(p.key) && i18n.exists(p.field!)).toBe(true);
  });
});
