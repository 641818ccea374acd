import { describe, expect, it } from 'vitest';
import { capitalizeFirst } from './capitalize';

describe('capitalizeFirst', () => {
  it.each([
    ['pending', 'Pending'],
    ['Already', 'Already'],
    ['a', 'A'],
    ['élan', 'Élan'],
    ['two words', 'Two words'],
    ['', ''],
    ['123abc', '123abc'],
  ])('[CAP-1] capitalises the first letter of %j', (input, expected) => {
    expect(capitalizeFirst(input)).toBe(expected);
  });

  it.each([[null], [undefined], [42]])('[CAP-1] returns a non-text value %j unchanged', (value) => {
    expect(capitalizeFirst(value)).toBe(value);
  });
});
