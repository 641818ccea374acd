import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  infoProblems,
  orderRequest,
  shipment,
  stepToShow,
  type OrderDraft,
  type OrderStep,
} from './order-flow';

const address = { address1: '1 Main St', address2: '', city: 'Boston', state: 'MA', zip: '02110' };
const primary = {
  address1: '200 Demo Street',
  address2: null,
  city: 'Springfield',
  state: 'MA',
  zip: '01101',
};
/** What the patient has chosen by the review: the kit, the phone, and to ship to the primary address. */
const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  ...emptyDraft({ kit: 'hba1c', phone: '617-555-0100' }),
  shipTo: 'primary',
  ...patch,
});
/** A draft as a fresh start (or a lost draft) has it: nothing said yet about where the kit goes. */
const fresh = emptyDraft({ kit: 'hba1c', phone: '617-555-0100' });

describe('emptyDraft', () => {
  it('[KIT-1] starts from the kit asked for and the account phone, as digits, with where to ship still to choose', () => {
    expect(emptyDraft({ kit: 'fit', phone: '(617) 555-0100' })).toEqual({
      kit: 'fit',
      phone: '6175550100',
      shipTo: null,
      newAddress: null,
    });
  });
});

describe('infoProblems', () => {
  it.each<[string, OrderDraft, boolean, string[]]>([
    ['phone and primary address', draft(), true, []],
    ['a phone one digit short', draft({ phone: '617555010' }), true, ['phone']],
    ['no phone and no primary address on file', draft({ phone: '' }), false, ['phone', 'address']],
    ['where to ship not chosen yet, even with a primary address on file', fresh, true, ['address']],
    ['a new address chosen but not given', draft({ shipTo: 'new' }), true, ['address']],
    ['a new address given, no primary on file', draft({ shipTo: 'new', newAddress: address }), false, []],
  ])('[KIT-1] %s', (_, d, hasPrimary, expected) => {
    expect(infoProblems(d, hasPrimary)).toEqual(expected);
  });
});

describe('stepToShow', () => {
  it.each<[string, OrderStep, OrderDraft, boolean, OrderStep]>([
    ['the first step, always', 'schedule', emptyDraft(), true, 'schedule'],
    ['phone and address before a kit is chosen', 'info', emptyDraft(), true, 'schedule'],
    ['the new address form before a kit is chosen', 'newAddress', emptyDraft(), true, 'schedule'],
    ['review before anything (a bookmark)', 'review', emptyDraft(), true, 'schedule'],
    ['phone and address once a kit is chosen', 'info', draft(), true, 'info'],
    ['the new address form once a kit is chosen', 'newAddress', draft(), false, 'newAddress'],
    ['review with a short phone', 'review', draft({ phone: '617' }), true, 'info'],
    ['review of the primary address when none is on file', 'review', draft(), false, 'info'],
    // issue 23: a lost draft from a care gap has the kit and the phone, and a primary address on file
    ['review of a draft that never said where to ship (lost)', 'review', fresh, true, 'info'],
    ['review of a new address never given', 'review', draft({ shipTo: 'new' }), true, 'newAddress'],
    [
      'review of a new address never given, phone short',
      'review',
      draft({ shipTo: 'new', phone: '6' }),
      true,
      'info',
    ],
    ['review of a complete draft', 'review', draft(), true, 'review'],
    ['review of a new address', 'review', draft({ shipTo: 'new', newAddress: address }), false, 'review'],
  ])('[KIT-1] %s', (_, step, d, hasPrimary, expected) => {
    expect(stepToShow(step, d, hasPrimary)).toBe(expected);
  });
});

describe('shipment and orderRequest: the review shows what the order sends', () => {
  const insight = '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01';
  it.each<[string, OrderDraft, ReturnType<typeof shipment>, ReturnType<typeof orderRequest>]>([
    [
      'the primary address: shown, and sent as "the primary"',
      draft(),
      { to: 'primary', address: primary },
      { kit_type: 'hba1c', phone: '617-555-0100', shipping_address: null, insight_id: insight },
    ],
    [
      'a new address: shown and sent, an empty second line as none',
      draft({ shipTo: 'new', newAddress: address }),
      { to: 'new', address: { ...address, address2: null } },
      {
        kit_type: 'hba1c',
        phone: '617-555-0100',
        shipping_address: { ...address, address2: null },
        insight_id: insight,
      },
    ],
    ['a new address chosen but lost: nothing, never the primary', draft({ shipTo: 'new' }), null, null],
    ['where to ship never said: nothing, never the primary', fresh, null, null],
    [
      'a new address kept from before, the primary chosen since',
      draft({ shipTo: 'primary', newAddress: address }),
      { to: 'primary', address: primary },
      { kit_type: 'hba1c', phone: '617-555-0100', shipping_address: null, insight_id: insight },
    ],
    ['no kit', draft({ kit: null }), { to: 'primary', address: primary }, null],
    ['a short phone', draft({ phone: '617' }), { to: 'primary', address: primary }, null],
  ])('[KIT-1] %s', (_, d, shown, sent) => {
    expect(shipment(d, primary)).toEqual(shown);
    expect(orderRequest(d, primary, insight)).toEqual(sent);
  });

  it('[KIT-1] the primary address chosen with none on file: nothing to show or send', () => {
    expect(shipment(draft(), null)).toBeNull();
    expect(orderRequest(draft(), null, null)).toBeNull();
  });
});
