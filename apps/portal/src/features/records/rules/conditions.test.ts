import { describe, expect, it } from 'vitest';
import { splitConditions } from './conditions';

describe('splitConditions', () => {
  it.each([
    ['active', 'active'],
    ['recurrence', 'active'],
    ['relapse', 'active'],
    ['resolved', 'past'],
    ['inactive', 'past'],
    ['remission', 'past'],
    ['refuted', 'past'],
    [null, 'past'],
  ] as const)('[REC-1] a condition with clinical status %s is listed as %s', (status, group) => {
    const { active, past } = splitConditions([{ status }]);
    expect(group === 'active' ? active : past).toEqual([{ status }]);
    expect(group === 'active' ? past : active).toEqual([]);
  });

  it('[REC-1] keeps the order of each group', () => {
    const items = [
      { id: 'a', status: 'resolved' },
      { id: 'b', status: 'active' },
      { id: 'c', status: 'resolved' },
      { id: 'd', status: 'active' },
    ];
    expect(splitConditions(items)).toEqual({ active: [items[1], items[3]], past: [items[0], items[2]] });
  });
});
