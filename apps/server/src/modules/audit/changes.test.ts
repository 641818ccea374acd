import { describe, expect, it } from 'vitest';
import { auditChanges } from './changes.js';

describe('auditChanges', () => {
  it.each([
    [
      'an edit names the personal field, not its values',
      { city: 'Austin' },
      { city: 'Boston' },
      [],
      [{ field: 'city' }],
    ],
    [
      'a showable field keeps before and after',
      { kind: 'primary', city: 'Austin' },
      { kind: 'past', city: 'Austin' },
      ['kind'],
      [{ field: 'kind', before: 'primary', after: 'past' }],
    ],
    ['an unchanged field is left out', { city: 'Austin' }, { city: 'Austin' }, [], []],
    [
      'a creation lists what was set',
      null,
      { last_name: 'Lee', use: 'maiden' },
      ['use'],
      [{ field: 'last_name' }, { field: 'use', before: null, after: 'maiden' }],
    ],
    ['a removal lists what was there', { member_id: 'X1' }, null, [], [{ field: 'member_id' }]],
    ['null and absent are the same', { address2: null }, {}, [], []],
  ])('[SEC-4] %s', (_why, before, after, showable, expected) => {
    expect(auditChanges(before, after, showable)).toEqual(expected);
  });
});
