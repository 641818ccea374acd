import { describe, expect, it } from 'vitest';
import type { MatchReason } from '@portal/contract';
import { ageRange, reasonLines } from './study-text';

describe('ageRange', () => {
  it.each([
    [30, 75, { key: 'between', min: 30, max: 75 }],
    [18, null, { key: 'atLeast', min: 18 }],
    [null, 17, { key: 'upTo', max: 17 }],
    [null, null, { key: 'any' }],
  ])('[STUDY-1] %s to %s', (min, max, expected) => {
    expect(ageRange(min, max)).toEqual(expected);
  });
});

const diabetes = { en: 'type 2 diabetes', es: 'diabetes tipo 2' };
const hypertension = { en: 'high blood pressure', es: 'presión arterial alta' };
const age = (min: number | null, max: number | null): MatchReason => ({
  kind: 'age',
  minimum_age_years: min,
  maximum_age_years: max,
});

describe('reasonLines', () => {
  it.each<[string, MatchReason[], unknown[]]>([
    ['no reasons: nothing said', [], []],
    [
      'a condition, then the age',
      [{ kind: 'condition', condition: diabetes }, age(30, 75)],
      [
        { key: 'condition', condition: diabetes },
        { key: 'age', range: { key: 'between', min: 30, max: 75 } },
      ],
    ],
    [
      'two conditions, each said',
      [
        { kind: 'condition', condition: diabetes },
        { kind: 'condition', condition: hypertension },
        age(18, null),
      ],
      [
        { key: 'condition', condition: diabetes },
        { key: 'condition', condition: hypertension },
        { key: 'age', range: { key: 'atLeast', min: 18 } },
      ],
    ],
    ['age alone says so', [age(18, 65)], [{ key: 'ageOnly', range: { key: 'between', min: 18, max: 65 } }]],
  ])('[STUDY-1] %s', (_, reasons, lines) => {
    expect(reasonLines(reasons)).toEqual(lines);
  });
});
