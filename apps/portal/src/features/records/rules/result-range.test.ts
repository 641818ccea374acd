import { describe, expect, it } from 'vitest';
import type { LabResult } from '@portal/contract';
import { resultVerdict } from './result-range';

const result = (
  value: number | null,
  range: LabResult['reference_range'],
  value_text: string | null = null,
  unit: string | null = '%',
): Pick<LabResult, 'value' | 'value_text' | 'unit' | 'reference_range'> => ({
  value,
  value_text,
  unit,
  reference_range: range,
});
const r = (low: number | null, high: number | null, text: string | null = null) => ({
  low,
  high,
  unit: null,
  text,
});

describe('a result against its range (a kit, the Labs list, the share view)', () => {
  // prettier-ignore
  it.each<[string, ReturnType<typeof result>, string | null, string]>([
    ['HbA1c 6.8 % against ≤ 5.6 % (the sandbox lab)', result(6.8, r(null, 5.6)), '≤ 5.6', 'above'],
    ['HbA1c 5.4 % against 4 – 5.6 %', result(5.4, r(4, 5.6)), '4 – 5.6', 'within'],
    ['eGFR 78 against ≥ 60', result(78, r(60, null)), '≥ 60', 'within'],
    ['eGFR 45 against ≥ 60', result(45, r(60, null)), '≥ 60', 'below'],
    ['LDL 110 against ≤ 100', result(110, r(null, 100)), '≤ 100', 'above'],
    ['a lab\'s "<5.7" and 5.7', result(5.7, r(null, null, '<5.7')), '< 5.7', 'above'],
    ['FIT Negative against Negative', result(null, r(null, null, 'Negative'), 'Negative'), 'Negative', 'within'],
    ['FIT Positive against Negative', result(null, r(null, null, 'Negative'), 'Positive'), 'Negative', 'outside'],
    ['no range sent', result(6.8, null), null, 'unknown'],
  ])('[KIT-2] %s', (_, input, range, position) => {
    expect(resultVerdict(input, String)).toEqual({ range, position, inWords: range === 'Negative' });
  });
});

describe('a body temperature against its range, in the patient units', () => {
  const temperature = (value: number) => result(value, r(36.1, 37.2), null, 'Cel');
  it.each<[string, number, 'us' | 'metric' | undefined, string, string]>([
    ['37.9 °C in US units', 37.9, 'us', '97 – 99', 'above'],
    ['37.9 °C in metric units', 37.9, 'metric', '36.1 – 37.2', 'above'],
    ['36.5 °C in US units', 36.5, 'us', '97 – 99', 'within'],
    ['36.5 °C, no units given (a kit result)', 36.5, undefined, '36.1 – 37.2', 'within'],
  ])('[PROF-7] %s', (_, value, units, range, position) => {
    expect(resultVerdict(temperature(value), String, units)).toMatchObject({ range, position });
  });
});
