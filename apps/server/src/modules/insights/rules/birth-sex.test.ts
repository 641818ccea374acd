import { describe, expect, it } from 'vitest';
import { birthSexOf, US_CORE_BIRTH_SEX } from './birth-sex.js';

const birthSex = (valueCode: unknown) => ({ url: US_CORE_BIRTH_SEX, valueCode });

describe('the sex assigned at birth a record source states', () => {
  it.each([
    ['US Core birth sex F (Synthea)', { gender: 'female', extension: [birthSex('F')] }, 'female'],
    ['US Core birth sex M', { gender: 'male', extension: [birthSex('M')] }, 'male'],
    ['birth sex M, administrative gender female', { gender: 'female', extension: [birthSex('M')] }, 'male'],
    ['birth sex UNK', { gender: 'female', extension: [birthSex('UNK')] }, null],
    ['only an administrative gender (the generated demo patient)', { gender: 'female' }, null],
    ['another extension only', { extension: [{ url: 'http://example.org/x', valueCode: 'F' }] }, null],
    ['a malformed extension list', { extension: 'F' }, null],
    ['a malformed value', { extension: [birthSex(1)] }, null],
    ['no resource', null, null],
  ])('%s: %s', (_case, patient, sex) => {
    expect(birthSexOf(patient)).toBe(sex);
  });
});
