import { LAB_ORDER_STATUSES, type LabOrderStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { decide, isOpen, NEXT_STEP, resultStatus, TRANSITIONS, type StepTaken } from './lifecycle.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));
const partner = (status: string, minute: number): StepTaken => ({
  status,
  at: at(minute),
  source: 'partner',
});
const placed: StepTaken = { status: 'lab-order-requested', at: at(0), source: 'patient' };

const ALLOWED: Array<[LabOrderStatus, LabOrderStatus]> = [
  ['lab-order-requested', 'order-received'],
  ['lab-order-requested', 'kit-fulfillment-canceled'],
  ['order-received', 'order-fulfilled'],
  ['order-received', 'kit-fulfillment-canceled'],
  ['order-fulfilled', 'kit-delivered-to-patient'],
  ['order-fulfilled', 'kit-issue'],
  ['order-fulfilled', 'kit-fulfillment-canceled'],
  ['kit-delivered-to-patient', 'kit-in-transit-to-lab'],
  ['kit-delivered-to-patient', 'kit-issue'],
  ['kit-in-transit-to-lab', 'test-samples-received'],
  ['kit-in-transit-to-lab', 'kit-issue'],
  ['test-samples-received', 'kit-accessioned'],
  ['test-samples-received', 'kit-rejected'],
  ['kit-accessioned', 'processing-results'],
  ['kit-accessioned', 'kit-rejected'],
  ['processing-results', 'results-ready'],
  ['processing-results', 'kit-rejected'],
  ['results-ready', 'care-gap-closed'],
  ['results-ready', 'lab-order-result-resubmitted'],
  ['lab-order-result-resubmitted', 'care-gap-closed'],
  ['care-gap-closed', 'lab-order-result-resubmitted'],
  ['kit-issue', 'order-fulfilled'],
  ['kit-issue', 'kit-fulfillment-canceled'],
  ['kit-rejected', 'order-fulfilled'],
  ['kit-rejected', 'kit-fulfillment-canceled'],
];

describe('the kit order lifecycle', () => {
  it.each(ALLOWED)('[KIT-2] moves from %s to %s', (from, to) => {
    expect(decide(from, [placed], { status: to, at: at(5), source: 'partner' })).toEqual({
      kind: 'move',
      to,
    });
  });

  it('[KIT-2] the table allows exactly the transitions listed above', () => {
    const table = LAB_ORDER_STATUSES.flatMap((from) => TRANSITIONS[from].map((to) => [from, to]));
    expect(table.sort()).toEqual([...ALLOWED].sort());
  });

  it.each([
    // skipping ahead
    ['lab-order-requested', 'results-ready'],
    ['order-received', 'kit-delivered-to-patient'],
    ['kit-delivered-to-patient', 'test-samples-received'],
    ['processing-results', 'care-gap-closed'],
    // going back
    ['kit-in-transit-to-lab', 'order-received'],
    ['results-ready', 'processing-results'],
    // out of a final state or into the wrong side path
    ['kit-fulfillment-canceled', 'order-received'],
    ['kit-fulfillment-canceled', 'order-fulfilled'],
    ['kit-delivered-to-patient', 'kit-fulfillment-canceled'],
    ['kit-in-transit-to-lab', 'kit-rejected'],
    ['test-samples-received', 'kit-issue'],
    ['care-gap-closed', 'results-ready'],
  ] as Array<[LabOrderStatus, LabOrderStatus]>)('[KIT-2] refuses %s to %s', (from, to) => {
    expect(decide(from, [placed], { status: to, at: at(5), source: 'partner' })).toEqual({ kind: 'refused' });
  });

  it.each([['kit-lost-in-mail'], ['RESULTS-READY'], ['constructor']])(
    '[KIT-2] keeps the unknown code %j without moving',
    (status) => {
      expect(decide('order-fulfilled', [placed], { status, at: at(5), source: 'partner' })).toEqual({
        kind: 'unknown',
      });
    },
  );

  it('[KIT-2] a step already taken, reported again or late, changes nothing', () => {
    const history = [placed, partner('order-received', 1), partner('order-fulfilled', 2)];
    expect(
      decide('order-fulfilled', history, { status: 'order-received', at: at(1), source: 'partner' }),
    ).toEqual({ kind: 'already' });
  });

  it('[KIT-2] a partner step older than its latest one never applies, even where the table allows it', () => {
    const history = [
      placed,
      partner('order-received', 1),
      partner('order-fulfilled', 2),
      partner('kit-issue', 4),
    ];
    // A retry of the first "order-fulfilled" (minute 2) arriving after the issue (minute 4): not a replacement kit.
    expect(decide('kit-issue', history, { status: 'order-fulfilled', at: at(2), source: 'partner' })).toEqual(
      {
        kind: 'already',
      },
    );
    expect(decide('kit-issue', history, { status: 'order-fulfilled', at: at(6), source: 'partner' })).toEqual(
      {
        kind: 'move',
        to: 'order-fulfilled',
      },
    );
  });

  it('[KIT-2] the sandbox steps along the main path to results, and ships a replacement after a problem', () => {
    const walked: LabOrderStatus[] = ['lab-order-requested'];
    let next = NEXT_STEP['lab-order-requested'];
    while (next) {
      walked.push(next);
      next = NEXT_STEP[next];
    }
    expect(walked).toEqual([
      'lab-order-requested',
      'order-received',
      'order-fulfilled',
      'kit-delivered-to-patient',
      'kit-in-transit-to-lab',
      'test-samples-received',
      'kit-accessioned',
      'processing-results',
      'results-ready',
    ]);
    for (const [from, to] of Object.entries(NEXT_STEP))
      expect(TRANSITIONS[from as LabOrderStatus]).toContain(to);
  });

  it.each([
    ['lab-order-requested', true],
    ['kit-in-transit-to-lab', true],
    ['kit-issue', true],
    ['kit-rejected', true],
    ['results-ready', false],
    ['lab-order-result-resubmitted', false],
    ['care-gap-closed', false],
    ['kit-fulfillment-canceled', false],
  ] as Array<[LabOrderStatus, boolean]>)('[KIT-1] an order at %s is open: %s', (state, open) => {
    expect(isOpen(state)).toBe(open);
  });

  it.each([
    ['processing-results', 'results-ready'],
    ['results-ready', 'lab-order-result-resubmitted'],
    ['care-gap-closed', 'lab-order-result-resubmitted'],
  ] as Array<[LabOrderStatus, LabOrderStatus]>)('[KIT-2] results arriving at %s mean %s', (state, status) => {
    expect(resultStatus(state)).toBe(status);
  });
});
