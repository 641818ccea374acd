import {
  phoneProblem,
  type CreateLabOrderRequest,
  type LabKitType,
  type ShippingAddress,
} from '@portal/contract';
import { phoneDigits, toSubmittedPhone, type Address } from '@portal/ui';

/**
 * [KIT-1] The order's steps and what each needs before the next may show. The steps are addresses of their own
 * (so back, forward and reload work) and the draft is kept for the tab (stored-draft.ts), so a reload keeps the
 * step and what the patient chose. Where the kit goes is only ever the patient's answer: a draft without it (a
 * bookmark, a new tab, a draft lost) shows the step that asks for it, never the primary address by default.
 */
export type OrderStep = 'schedule' | 'info' | 'newAddress' | 'review';

/** What the stepper shows: the new address is part of "phone and address". */
export const STEPPER_STEPS = ['schedule', 'info', 'review'] as const;
export const stepperIndex = (step: OrderStep): number =>
  STEPPER_STEPS.indexOf(step === 'newAddress' ? 'info' : step);

export interface OrderDraft {
  kit: LabKitType | null;
  /** Digits only; ten, of a number that can exist, when complete. */
  phone: string;
  /** Null until the patient has said where the kit goes (on "phone and address"). */
  shipTo: 'primary' | 'new' | null;
  newAddress: Address | null;
  /** The new address form as typed so far, not yet given (kept so a reload does not lose it). */
  typedAddress?: Address | null;
}

export const emptyDraft = ({
  kit = null,
  phone = '',
}: { kit?: LabKitType | null; phone?: string | null } = {}): OrderDraft => ({
  kit,
  phone: phoneDigits(phone ?? ''),
  shipTo: null,
  newAddress: null,
});

export type InfoProblem = 'phone' | 'address';

/** What is wrong with the draft's phone, by the server's rule (ten digits, a number that can exist). */
export const orderPhoneProblem = (draft: Pick<OrderDraft, 'phone'>) =>
  phoneProblem(toSubmittedPhone(draft.phone));

/** Phone and address: a full phone number, and somewhere chosen to ship (the primary address on file, or a new one). */
export function infoProblems(draft: OrderDraft, hasPrimary: boolean): InfoProblem[] {
  const problems: InfoProblem[] = [];
  if (orderPhoneProblem(draft)) problems.push('phone');
  if (draft.shipTo === null || (draft.shipTo === 'primary' ? !hasPrimary : !draft.newAddress))
    problems.push('address');
  return problems;
}

/**
 * The step to show when the address asks for `step`: that step, or the first one before it still to do. The
 * new address form is a detour of "phone and address", so it needs only the kit chosen; a review of a new
 * address that is missing goes back to the form that asks for it.
 */
export function stepToShow(step: OrderStep, draft: OrderDraft, hasPrimary: boolean): OrderStep {
  if (step === 'schedule') return step;
  if (!draft.kit) return 'schedule';
  if (step !== 'review') return step;
  if (draft.shipTo === 'new' && !draft.newAddress && !orderPhoneProblem(draft)) return 'newAddress';
  return infoProblems(draft, hasPrimary).length > 0 ? 'info' : 'review';
}

/** Where the kit goes, as the review shows it and the order sends it; null while the draft does not say. */
export function shipment(
  draft: OrderDraft,
  primary: ShippingAddress | null,
): { to: 'primary' | 'new'; address: ShippingAddress } | null {
  if (draft.shipTo === 'new') {
    return draft.newAddress
      ? { to: 'new', address: { ...draft.newAddress, address2: draft.newAddress.address2 || null } }
      : null;
  }
  return draft.shipTo === 'primary' && primary ? { to: 'primary', address: primary } : null;
}

/**
 * The order the review places: exactly what it shows. A new address is sent as such; the primary address is
 * sent as "the primary" (null), which the server reads from the same record the review shows. Null when the
 * draft is not complete, so nothing incomplete is ever sent with a default filled in.
 */
export function orderRequest(
  draft: OrderDraft,
  primary: ShippingAddress | null,
  insightId: string | null,
): CreateLabOrderRequest | null {
  const to = shipment(draft, primary);
  if (!draft.kit || !to || orderPhoneProblem(draft)) return null;
  return {
    kit_type: draft.kit,
    phone: toSubmittedPhone(draft.phone),
    shipping_address: to.to === 'new' ? to.address : null,
    insight_id: insightId,
  };
}
