import type { DecidingRecord } from '@portal/contract';

/*
 * The reading an insight names and the range it was read against, as a patient reads them: "6.8%",
 * "146/92 mmHg", "5.6% or less". Pure, table-tested; the words around them are the catalogue's.
 */

/** UCUM as people write it, for the units the insights name. */
const UNIT_WORDS: Record<string, string> = {
  'mm[Hg]': 'mmHg',
  '%': '%',
  'mL/min/{1.73_m2}': 'mL/min/1.73 m²',
};

function formatter(locale: string, unit: string | null) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (unit === '%') {
    const percent = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'percent',
      maximumFractionDigits: 1,
    });
    return (n: number) => percent.format(n);
  }
  const words = unit ? (UNIT_WORDS[unit] ?? unit) : '';
  return (n: number) => `${number.format(n)}${words ? ` ${words}` : ''}`;
}

/** A result's value with its unit, or a blood pressure reading as systolic/diastolic; '' when it has none. */
export function formatReading(
  record: Pick<DecidingRecord, 'value' | 'unit' | 'diastolic'> | null,
  locale: string,
) {
  if (!record || record.value === null) return '';
  if (record.diastolic !== null) {
    const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return `${n.format(record.value)}/${n.format(record.diastolic)} mmHg`;
  }
  return formatter(locale, record.unit)(record.value);
}

/** Which words say a range with either end open, and its ends formatted; null when it has neither end. */
export function rangeWording(
  record: Pick<DecidingRecord, 'range' | 'unit'> | null,
  locale: string,
): { key: 'upTo' | 'from' | 'between'; low: string; high: string } | null {
  const range = record?.range;
  if (!range || (range.low === null && range.high === null)) return null;
  const format = formatter(locale, record.unit);
  const low = range.low === null ? '' : format(range.low);
  const high = range.high === null ? '' : format(range.high);
  const key = range.low === null ? 'upTo' : range.high === null ? 'from' : 'between';
  return { key, low, high };
}
