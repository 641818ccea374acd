import type { LabOrderStatus } from '@portal/contract';

/** How often an order still on its way is read again while its tracking view is open. */
export const TRACKING_REFRESH_MS = 30_000;

/** Once results are in (or the order is canceled) the lab sends no more steps on its own. */
const SETTLED: readonly string[] = [
  'results-ready',
  'lab-order-result-resubmitted',
  'care-gap-closed',
  'kit-fulfillment-canceled',
] satisfies LabOrderStatus[];

/**
 * [KIT-2] Whether the tracking view should keep asking for news: while the kit is on its way (a code we do not
 * know yet counts, since the lab is still sending steps), not once it has settled.
 */
export const stillMoving = (status: string): boolean => !SETTLED.includes(status);
