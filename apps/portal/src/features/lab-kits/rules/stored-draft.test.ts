import { describe, expect, it } from 'vitest';
import { emptyDraft, type OrderDraft } from './order-flow';
import { parseStoredDraft, storedValue } from './stored-draft';

const insight = '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01';
const toNewAddress: OrderDraft = {
  ...emptyDraft({ kit: 'hba1c', phone: '617-555-0100' }),
  shipTo: 'new',
  newAddress: { address1: '400 Harbor Way', address2: 'Apt 5', city: 'Boston', state: 'MA', zip: '02110' },
};

describe('parseStoredDraft', () => {
  it.each<[string, unknown, string | null, OrderDraft | null]>([
    ['the draft of this care gap', storedValue(toNewAddress, insight), insight, toNewAddress],
    ['the draft of an order started from the list', storedValue(toNewAddress, null), null, toNewAddress],
    [
      'a new address half typed',
      storedValue(
        { ...toNewAddress, newAddress: null, typedAddress: { ...toNewAddress.newAddress!, zip: '' } },
        insight,
      ),
      insight,
      { ...toNewAddress, newAddress: null, typedAddress: { ...toNewAddress.newAddress!, zip: '' } },
    ],
    ['a draft of another care gap', storedValue(toNewAddress, insight), 'another', null],
    [
      'a care gap’s draft, for an order started from the list',
      storedValue(toNewAddress, insight),
      null,
      null,
    ],
    ['nothing stored', null, insight, null],
    ['not a draft at all', '{draft', insight, null],
    [
      'a kit the portal does not offer',
      storedValue({ ...toNewAddress, kit: 'x' as 'fit' }, insight),
      insight,
      null,
    ],
    ['a phone with letters', storedValue({ ...toNewAddress, phone: '617abc' }, insight), insight, null],
    [
      'an address missing its city',
      { insight, draft: { ...toNewAddress, newAddress: { address1: '1' } } },
      insight,
      null,
    ],
  ])('[KIT-1] %s', (_, stored, insightId, expected) => {
    expect(parseStoredDraft(stored, insightId)).toEqual(expected);
  });
});
