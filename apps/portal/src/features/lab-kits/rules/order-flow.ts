import type { LabKitType } from '@portal/contract';
import { phoneDigits, PHONE_DIGITS, type Address } from '@portal/ui';

/**
 * [KIT-1] The order's steps and what each needs before the next may show. The steps are addresses of their own
 * (so back, forward and reload work); the draft lives in memory only (no address or phone left in the
 * browser's storage), so an address reached without it (a bookmark, a reload) shows the first step still to do
 * instead of half an order.
 */
export type OrderStep = 'schedule' | 'info' | 'newAddress' | 'review';

/** What the stepper shows: the new address is part of "phone and address". */
export const STEPPER_STEPS = ['schedule', 'info', 'review'] as const;
export const stepperIndex = (step: OrderStep): number =>
  STEPPER_STEPS.indexOf(step === 'newAddress' ? 'info' : step);

export interface OrderDraft {
  kit: LabKitType | null;
  /** Ten digits when complete. */
  phone: string;
  shipTo: 'primary' | 'new';
  newAddress: Address | null;
}

export const emptyDraft = ({
  kit = null,
  phone = '',
}: { kit?: LabKitType | null; phone?: string | null } = {}): OrderDraft => ({
  kit,
  phone: phoneDigits(phone ?? ''),
  shipTo: 'primary',
  newAddress: null,
});

export type InfoProblem = 'phone' | 'address';

/** Phone and address: a full phone number, and somewhere to ship (a primary address on file, or a new one). */
export function infoProblems(draft: OrderDraft, hasPrimary: boolean): InfoProblem[] {
  const problems: InfoProblem[] = [];
  if (draft.phone.length !== PHONE_DIGITS) problems.push('phone');
  if (draft.shipTo === 'primary' ? !hasPrimary : !draft.newAddress) problems.push('address');
  return problems;
}

/**
 * The step to show when the address asks for `step`: that step, or the first one before it still to do. The
 * new address form is a detour of "phone and address", so it needs only the kit chosen.
 */
export function stepToShow(step: OrderStep, draft: OrderDraft, hasPrimary: boolean): OrderStep {
  if (step === 'schedule') return step;
  if (!draft.kit) return 'schedule';
  if (step !== 'review') return step;
  return infoProblems(draft, hasPrimary).length > 0 ? 'info' : 'review';
}
