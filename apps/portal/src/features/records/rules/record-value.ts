import { RECORD_VALUE_ABSENT_REASONS, type RecordItem, type RecordValueAbsentReason } from '@portal/contract';

/**
 * What a record row shows as its value: a number (with the components a source sent beside it, such as the
 * oxygen flow rate of a pulse oximetry), yes or no, the source's own words, or why there is no value: a reason
 * the portal says in the patient's language, else the source's words for it. Null for a record that carries no
 * value by its nature (a medication, a visit).
 */
export type RecordValue =
  | { kind: 'number'; value: number; unit: string | null; note: string | null }
  | { kind: 'yes-no'; value: boolean; note: string | null }
  | { kind: 'text'; text: string }
  | { kind: 'absent'; reason: RecordValueAbsentReason }
  | { kind: 'absent-as-said'; words: string };

const isKnownReason = (reason: string): reason is RecordValueAbsentReason =>
  (RECORD_VALUE_ABSENT_REASONS as readonly string[]).includes(reason);

export function recordValue(
  item: Pick<RecordItem, 'value' | 'value_text' | 'unit' | 'value_boolean' | 'value_absent'>,
): RecordValue | null {
  if (item.value !== null)
    return { kind: 'number', value: item.value, unit: item.unit, note: item.value_text };
  if (item.value_boolean !== null && item.value_boolean !== undefined)
    return { kind: 'yes-no', value: item.value_boolean, note: item.value_text };
  if (item.value_text) return { kind: 'text', text: item.value_text };
  if (item.value_absent)
    return isKnownReason(item.value_absent)
      ? { kind: 'absent', reason: item.value_absent }
      : { kind: 'absent-as-said', words: item.value_absent };
  return null;
}
