import { describe, expect, it } from 'vitest';
import { compareSchema } from './schema-state.js';

describe('the schema against the migrations this build knows', () => {
  it.each([
    ['exactly the known ones', ['a', 'b'], ['a', 'b'], { state: 'current' }],
    ['the known ones, in another order', ['b', 'a'], ['a', 'b'], { state: 'current' }],
    ['a fresh database', [], ['a', 'b'], { state: 'behind', missing: ['a', 'b'] }],
    ['one missing', ['a'], ['a', 'b'], { state: 'behind', missing: ['b'] }],
    ['one a newer release ran', ['a', 'b', 'c'], ['a', 'b'], { state: 'ahead', unknown: ['c'] }],
    ['newer and missing at once: newer decides', ['a', 'c'], ['a', 'b'], { state: 'ahead', unknown: ['c'] }],
  ])('%s', (_case, applied, known, verdict) => {
    expect(compareSchema(applied, known)).toEqual(verdict);
  });
});
