import { describe, expect, it } from 'vitest';
import { moveHouse } from './rules.js';

describe('moveHouse', () => {
  it.each([
    ['a dated move after the current stay began', '2020-01-01', '2024-03-01', { movedOn: '2024-03-01' }],
    ['an undated move, today', '2020-01-01', null, { movedOn: '2026-11-25' }],
    ['a current address with no start date', null, '2024-03-01', { movedOn: '2024-03-01' }],
    ['a move on the day the current stay began', '2024-03-01', '2024-03-01', { refused: 'from_after_to' }],
    ['a move before the current stay began', '2024-03-01', '2023-12-31', { refused: 'from_after_to' }],
  ] as const)('[PROF-2] %s', (_name, currentFrom, movedOn, expected) => {
    expect(moveHouse({ currentFrom, movedOn, today: '2026-11-25' })).toEqual(expected);
  });
});
