import type { GrantEndReason, GrantReason } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { endColumns, endReasonOf, reasonColumns, reasonOf } from './grant-text.js';

describe('[SHARE-1] [I18N-1] a grant’s reasons as the ledger keeps them', () => {
  it.each<[GrantReason, ReturnType<typeof reasonColumns>]>([
    [
      { code: 'typed', text: 'Second opinion' },
      { reason: 'Second opinion', reason_code: null, reason_params: null },
    ],
    [
      { code: 'study_consent_signed', params: { study: 'NCT99000110', version: '2026-10-01' } },
      {
        reason: '',
        reason_code: 'study_consent_signed',
        reason_params: '{"study":"NCT99000110","version":"2026-10-01"}',
      },
    ],
  ])('keeps %j as %j and reads it back', (reason, columns) => {
    expect(reasonColumns(reason)).toEqual(columns);
    const { reason_params, ...rest } = columns;
    expect(reasonOf({ ...rest, reason_params: reason_params && JSON.parse(reason_params) })).toEqual(reason);
  });

  it.each<[GrantEndReason, ReturnType<typeof endColumns>]>([
    [
      { code: 'typed', text: 'Me cambié de médico' },
      { ended_reason: 'Me cambié de médico', ended_reason_code: null },
    ],
    [{ code: 'revoked_by_patient' }, { ended_reason: null, ended_reason_code: 'revoked_by_patient' }],
    [
      { code: 'study_consent_withdrawn' },
      { ended_reason: null, ended_reason_code: 'study_consent_withdrawn' },
    ],
  ])('ends %j as %j and reads it back', (end, columns) => {
    expect(endColumns(end)).toEqual(columns);
    expect(endReasonOf(columns)).toEqual(end);
  });

  it('a grant in force has no end reason', () => {
    expect(endReasonOf({ ended_reason: null, ended_reason_code: null })).toBeNull();
  });
});
