import type { Gatepass, OnboardingStep } from '@portal/contract';

/** The onboarding screens in order; a screen is for a patient whose next step is this one or a later one. */
const ORDER: readonly OnboardingStep[] = ['verify_phone', 'verify_id', 'hipaa', 'address', 'home'];

export type GatedScreen = 'verifyConfirm' | 'hipaa' | 'address';

/**
 * Whether the patient may be on this screen, by the server's gatepass [ONB-2]. A typed URL that jumps ahead
 * (e.g. /hippa before identity is verified) is an invalid navigation: the guard's rule is to log out.
 */
export function screenAllowed(
  screen: GatedScreen,
  gatepass: Pick<Gatepass, 'next_step'> & { identity: Pick<Gatepass['identity'], 'status'> },
): boolean {
  const at = ORDER.indexOf(gatepass.next_step);
  switch (screen) {
    case 'verifyConfirm':
      return gatepass.identity.status === 'awaiting_confirmation' || at >= ORDER.indexOf('hipaa');
    case 'hipaa':
      return at >= ORDER.indexOf('hipaa');
    case 'address':
      return at >= ORDER.indexOf('address');
  }
}
