import { describe, expect, it } from 'vitest';
import { stillMoving } from './order-progress';

describe('stillMoving', () => {
  it.each([
    ['lab-order-requested', true],
    ['kit-in-transit-to-lab', true],
    ['processing-results', true],
    ['kit-issue', true],
    ['kit-rejected', true],
    ['kit-lost-by-courier', true],
    ['results-ready', false],
    ['lab-order-result-resubmitted', false],
    ['care-gap-closed', false],
    ['kit-fulfillment-canceled', false],
  ])('[KIT-2] an order at %s is still moving: %s', (status, expected) => {
    expect(stillMoving(status)).toBe(expected);
  });
});
