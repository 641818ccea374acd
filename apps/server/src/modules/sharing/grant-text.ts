import { grantEndCode, type GrantEndReason, type GrantReason } from '@portal/contract';

/*
 * Why a grant exists and why it ended, as the ledger keeps them (migration 0028): what a patient typed in the text
 * column, the server's own reasons as a code and its facts, which the portal words in the reader's language.
 */

/** The columns written: `reason_params` as jsonb text. */
export function reasonColumns(reason: GrantReason) {
  if (reason.code === 'typed') return { reason: reason.text, reason_code: null, reason_params: null };
  return { reason: '', reason_code: reason.code, reason_params: JSON.stringify(reason.params) };
}

export function reasonOf(row: {
  reason: string;
  reason_code: string | null;
  reason_params: Record<string, string> | null;
}): GrantReason {
  if (row.reason_code === 'study_consent_signed') {
    const { study = '', version = '' } = row.reason_params ?? {};
    return { code: 'study_consent_signed', params: { study, version } };
  }
  return { code: 'typed', text: row.reason };
}

export interface EndColumns {
  ended_reason: string | null;
  ended_reason_code: string | null;
}

export const endColumns = (end: GrantEndReason): EndColumns =>
  end.code === 'typed'
    ? { ended_reason: end.text, ended_reason_code: null }
    : { ended_reason: null, ended_reason_code: end.code };

export function endReasonOf(row: EndColumns): GrantEndReason | null {
  const code = grantEndCode.safeParse(row.ended_reason_code);
  if (code.success) return { code: code.data };
  return row.ended_reason === null ? null : { code: 'typed', text: row.ended_reason };
}
