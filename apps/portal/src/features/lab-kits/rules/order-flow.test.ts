import { describe, expect, it } from 'vitest';
import { emptyDraft, infoProblems, stepToShow, type OrderDraft, type OrderStep } from './order-flow';

const address = { address1: '1 Main St', address2: '', city: 'Boston', state: 'MA', zip: '02110' };
const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  ...emptyDraft({ kit: 'hba1c', phone: '617-555-0100' }),
  ...patch,
});

describe('emptyDraft', () => {
  it('[KIT-1] starts from the kit asked for and the account phone, as digits, shipping to the primary address', () => {
    expect(emptyDraft({ kit: 'fit', phone: '(617) 555-0100' })).toEqual({
      kit: 'fit',
      phone: '6175550100',
      shipTo: 'primary',
      newAddress: null,
    });
  });
});

describe('infoProblems', () => {
  it.each<[string, Partial<OrderDraft>, boolean, string[]]>([
    ['phone and primary address', {}, true, []],
    ['a phone one digit short', { phone: '617555010' }, true, ['phone']],
    ['no phone and no primary address on file', { phone: '' }, false, ['phone', 'address']],
    ['a new address chosen but not given', { shipTo: 'new' }, true, ['address']],
    ['a new address given, no primary on file', { shipTo: 'new', newAddress: address }, false, []],
  ])('[KIT-1] %s', (_, patch, hasPrimary, expected) => {
    expect(infoProblems(draft(patch), hasPrimary)).toEqual(expected);
  });
});

describe('stepToShow', () => {
  it.each<[string, OrderStep, OrderDraft, boolean, OrderStep]>([
    ['the first step, always', 'schedule', emptyDraft(), true, 'schedule'],
    ['phone and address before a kit is chosen (a reload)', 'info', emptyDraft(), true, 'schedule'],
    ['the new address form before a kit is chosen', 'newAddress', emptyDraft(), true, 'schedule'],
    ['review before anything (a bookmark)', 'review', emptyDraft(), true, 'schedule'],
    ['phone and address once a kit is chosen', 'info', draft(), true, 'info'],
    ['the new address form once a kit is chosen', 'newAddress', draft(), false, 'newAddress'],
    ['review with a short phone', 'review', draft({ phone: '617' }), true, 'info'],
    ['review of the primary address when none is on file', 'review', draft(), false, 'info'],
    ['review of a new address never given', 'review', draft({ shipTo: 'new' }), true, 'info'],
    ['review of a complete draft', 'review', draft(), true, 'review'],
    ['review of a new address', 'review', draft({ shipTo: 'new', newAddress: address }), false, 'review'],
  ])('[KIT-1] %s', (_, step, d, hasPrimary, expected) => {
    expect(stepToShow(step, d, hasPrimary)).toBe(expected);
  });
});
