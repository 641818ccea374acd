import { describe, expect, it } from 'vitest';
import { addressGroups, stayKey } from './addresses';

const at = (kind: 'primary' | 'past' | 'additional', id: string) => ({
  id,
  kind,
  address1: id,
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  from: null,
  to: null,
});

describe('the profile addresses', () => {
  it('[PROF-2] groups the primary, its history and the other addresses, keeping the server order', () => {
    const groups = addressGroups({
      addresses: [at('primary', 'a'), at('past', 'b'), at('past', 'c'), at('additional', 'd')],
    });
    expect(groups.primary?.id).toBe('a');
    expect(groups.past.map((a) => a.id)).toEqual(['b', 'c']);
    expect(groups.additional.map((a) => a.id)).toEqual(['d']);
    expect(addressGroups({ addresses: [] }).primary).toBeNull();
  });

  it.each([
    [{ from: '2019-04-01', to: '2024-03-01' }, 'range'],
    [{ from: null, to: '2024-03-01' }, 'until'],
    [{ from: '2024-03-01', to: null }, 'since'],
    [{ from: null, to: null }, null],
  ] as const)('[PROF-2] a stay of %o reads as %s', (stay, key) => {
    expect(stayKey(stay)).toBe(key);
  });
});
