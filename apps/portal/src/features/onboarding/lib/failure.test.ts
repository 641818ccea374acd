import { describe, expect, it } from 'vitest';
import type { VerificationOutcomeResponse } from '@portal/contract';
import { reasonsByField, withoutField } from './failure';

const outcome = (
  success: boolean,
  reasons: VerificationOutcomeResponse['reasons'],
): VerificationOutcomeResponse => ({
  attempt_id: 'a1',
  result: { success },
  status: success ? 'verified' : 'failed',
  attempts_left: 3,
  reasons,
});

describe('[IDV-3] a failed check’s reasons, at the field the patient can correct', () => {
  it.each([
    ['no answer yet', null, {}],
    ['a pass', outcome(true, []), {}],
    ['a failure without a reason', outcome(false, []), {}],
    ['the last name', outcome(false, ['last_name_mismatch']), { last_name: 'last_name_mismatch' }],
    [
      'the date of birth and the document',
      outcome(false, ['date_of_birth_mismatch', 'document_rejected']),
      { date_of_birth: 'date_of_birth_mismatch', document: 'document_rejected' },
    ],
    [
      'a licence without a match, at its number',
      outcome(false, ['licence_not_matched']),
      { number: 'licence_not_matched' },
    ],
    ['an SSN that does not match the ID', outcome(false, ['ssn_mismatch']), { ssn: 'ssn_mismatch' }],
  ])('%s', (_case, answer, fields) => {
    expect(reasonsByField(answer)).toEqual(fields);
  });

  it('drops only the message of the field the patient changed', () => {
    const reasons = reasonsByField(outcome(false, ['first_name_mismatch', 'last_name_mismatch']));
    expect(withoutField(reasons, 'last_name')).toEqual({ first_name: 'first_name_mismatch' });
  });
});
