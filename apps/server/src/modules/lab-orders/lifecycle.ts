import { isLabOrderStatus, type LabOrderSource, type LabOrderStatus } from '@portal/contract';

/*
 * A kit order's lifecycle (ARCHITECTURE.md "Lab kit orders"), as data and one pure function.
 *
 * The main path: requested -> order-received -> order-fulfilled -> kit-delivered-to-patient ->
 * kit-in-transit-to-lab -> test-samples-received -> kit-accessioned -> processing-results -> results-ready ->
 * care-gap-closed. The side paths:
 * - kit-fulfillment-canceled: before the kit reaches the patient, or after a kit issue or a rejected sample; final.
 * - kit-issue: the kit is lost or damaged between the partner and the lab; a replacement ships (order-fulfilled).
 * - kit-rejected: the lab cannot use the sample; a replacement ships (order-fulfilled).
 * - lab-order-result-resubmitted: the lab corrected a result already sent; the corrected result may close the gap.
 */
export const TRANSITIONS: Record<LabOrderStatus, readonly LabOrderStatus[]> = {
  'lab-order-requested': ['order-received', 'kit-fulfillment-canceled'],
  'order-received': ['order-fulfilled', 'kit-fulfillment-canceled'],
  'order-fulfilled': ['kit-delivered-to-patient', 'kit-issue', 'kit-fulfillment-canceled'],
  'kit-delivered-to-patient': ['kit-in-transit-to-lab', 'kit-issue'],
  'kit-in-transit-to-lab': ['test-samples-received', 'kit-issue'],
  'test-samples-received': ['kit-accessioned', 'kit-rejected'],
  'kit-accessioned': ['processing-results', 'kit-rejected'],
  'processing-results': ['results-ready', 'kit-rejected'],
  'results-ready': ['care-gap-closed', 'lab-order-result-resubmitted'],
  'lab-order-result-resubmitted': ['care-gap-closed'],
  'care-gap-closed': ['lab-order-result-resubmitted'],
  'kit-issue': ['order-fulfilled', 'kit-fulfillment-canceled'],
  'kit-rejected': ['order-fulfilled', 'kit-fulfillment-canceled'],
  'kit-fulfillment-canceled': [],
};

/** The step the sandbox lab takes when told only to "advance": the main path, or a replacement kit. */
export const NEXT_STEP: Partial<Record<LabOrderStatus, LabOrderStatus>> = {
  'lab-order-requested': 'order-received',
  'order-received': 'order-fulfilled',
  'order-fulfilled': 'kit-delivered-to-patient',
  'kit-delivered-to-patient': 'kit-in-transit-to-lab',
  'kit-in-transit-to-lab': 'test-samples-received',
  'test-samples-received': 'kit-accessioned',
  'kit-accessioned': 'processing-results',
  'processing-results': 'results-ready',
  'kit-issue': 'order-fulfilled',
  'kit-rejected': 'order-fulfilled',
};

/**
 * Open: the kit is still on its way to a result. A patient has at most one open order per kit, and the
 * sandbox's timer moves only open orders.
 */
export const isOpen = (state: LabOrderStatus): boolean =>
  !['results-ready', 'lab-order-result-resubmitted', 'care-gap-closed', 'kit-fulfillment-canceled'].includes(
    state,
  );

/** Results may arrive only once the lab is processing the sample, or to correct results already sent. */
export function resultStatus(state: LabOrderStatus): LabOrderStatus {
  return state === 'processing-results' ? 'results-ready' : 'lab-order-result-resubmitted';
}

export interface StepTaken {
  status: string;
  at: Date;
  source: LabOrderSource;
}

export type Decision =
  /** The order moves to `to`. */
  | { kind: 'move'; to: LabOrderStatus }
  /** A code we do not know: kept in the history and shown raw; the lifecycle stays where it was. */
  | { kind: 'unknown' }
  /** Already in the history (a retry under a new event id, or a late delivery of a step taken): no change. */
  | { kind: 'already' }
  /** Not allowed from here: 409, nothing stored. */
  | { kind: 'refused' };

/**
 * What a reported status does to an order at `state` whose history is `history`.
 *
 * Out of order, the partner's reports are read as follows (its retries settle the rest):
 * - a step the order has already taken changes nothing (answered 200, so the partner stops retrying);
 * - a step that skips ahead is refused (409) and not kept: the partner retries it, and it applies once the
 *   missing step has arrived;
 * - a partner step that happened before the partner's latest one is never applied, even where the lifecycle
 *   would allow it (a late order-fulfilled from before a kit issue does not undo the issue).
 */
export function decide(
  state: LabOrderStatus,
  history: readonly StepTaken[],
  reported: { status: string; at: Date; source: LabOrderSource },
): Decision {
  const seen = history.some((step) => step.status === reported.status);
  if (!isLabOrderStatus(reported.status)) return seen ? { kind: 'already' } : { kind: 'unknown' };
  const lastFromSameSource = history
    .filter((step) => step.source === reported.source)
    .reduce<Date | null>((latest, step) => (latest && latest > step.at ? latest : step.at), null);
  const late = lastFromSameSource !== null && reported.at < lastFromSameSource;
  if (!late && TRANSITIONS[state].includes(reported.status)) return { kind: 'move', to: reported.status };
  return seen ? { kind: 'already' } : { kind: 'refused' };
}
