import { describe, expect, it } from 'vitest';
import { recordValue } from './record-value';

const none = { value: null, value_text: null, unit: null, value_boolean: null, value_absent: null };

describe('recordValue: what a row shows as its value', () => {
  it.each([
    ['a measurement', { value: 95, unit: 'mg/dL' }, { kind: 'number', value: 95, unit: 'mg/dL', note: null }],
    [
      'a measurement with its components beside it',
      { value: 95, unit: '%', value_text: 'Inhaled oxygen flow rate: 6 liters/min' },
      { kind: 'number', value: 95, unit: '%', note: 'Inhaled oxygen flow rate: 6 liters/min' },
    ],
    ['zero is a value', { value: 0, unit: null }, { kind: 'number', value: 0, unit: null, note: null }],
    ['no', { value_boolean: false }, { kind: 'yes-no', value: false, note: null }],
    ['yes', { value_boolean: true }, { kind: 'yes-no', value: true, note: null }],
    ['the source’s words', { value_text: '< 5 mg/dL' }, { kind: 'text', text: '< 5 mg/dL' }],
    [
      'a reason the portal says',
      { value_absent: 'not-performed' },
      { kind: 'absent', reason: 'not-performed' },
    ],
    ['a panel', { value_absent: 'panel' }, { kind: 'absent', reason: 'panel' }],
    [
      'a reason only the source words',
      { value_absent: 'Specimen haemolysed' },
      { kind: 'absent-as-said', words: 'Specimen haemolysed' },
    ],
    ['nothing, for a record with no value by nature', {}, null],
    [
      'nothing, for a row from before the value forms',
      { value_boolean: undefined, value_absent: undefined },
      null,
    ],
  ])('%s', (_case, fields, expected) => {
    expect(recordValue({ ...none, ...fields })).toEqual(expected);
  });
});
