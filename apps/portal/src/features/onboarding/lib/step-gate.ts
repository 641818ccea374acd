import type { Gatepass, OnboardingStep } from '@portal/contract';
import { paths } from '../../../config/paths';

/** The onboarding screens in order; a screen is for a patient whose next step is this one or a later one. */
const ORDER: readonly OnboardingStep[] = ['verify_phone', 'verify_id', 'hipaa', 'address', 'home'];

/** The identity screens, and where each goes once identity is verified: towards the authorization, by the guard's table. */
const AFTER_VERIFIED = {
  verifyId: paths.verifyConfirm,
  verifyChoice: paths.hipaa,
  verifyManual: paths.hipaa,
  verifyAssisted: paths.verifyOnHold,
  verifyLicence: paths.hipaa,
  verifySsn: paths.verifyConfirm,
} as const;
type IdentityScreen = keyof typeof AFTER_VERIFIED;

export type GatedScreen = IdentityScreen | 'verifyConfirm' | 'hipaa' | 'address';

/**
 * - show: the patient may be here;
 * - ahead: a step not reached yet (a typed URL that jumps ahead): the guard's invalid navigation, logout;
 * - done: finished in a way that showing it again would redo it on the server: go on to `next`, the step
 *   after it (in the guard's table), which decides in turn.
 */
export type StepVerdict = { kind: 'show' } | { kind: 'ahead' } | { kind: 'done'; next: string };

const show: StepVerdict = { kind: 'show' };
const ahead: StepVerdict = { kind: 'ahead' };
const done = (next: string): StepVerdict => ({ kind: 'done', next });

/**
 * What an onboarding screen does for where the patient stands, by the server's gatepass [ONB-2]. Back and
 * reload reach these screens as an ordinary move; the gatepass, not the browser history, decides.
 */
export function stepVerdict(
  screen: GatedScreen,
  gatepass: Pick<Gatepass, 'next_step'> & { identity: Pick<Gatepass['identity'], 'status'> },
): StepVerdict {
  const at = ORDER.indexOf(gatepass.next_step);
  switch (screen) {
    case 'verifyId':
    case 'verifyChoice':
    case 'verifyManual':
    case 'verifyAssisted':
    case 'verifyLicence':
    case 'verifySsn':
      // Back to a way to verify once verified would start another check: on towards the authorization
      return at >= ORDER.indexOf('hipaa') ? done(AFTER_VERIFIED[screen]) : show;
    case 'verifyConfirm':
      if (at >= ORDER.indexOf('hipaa')) return done(paths.hipaa);
      if (gatepass.identity.status === 'on_hold') return done(paths.verifyOnHold);
      return gatepass.identity.status === 'awaiting_confirmation' ? show : ahead;
    case 'hipaa':
      return at >= ORDER.indexOf('hipaa') ? show : ahead;
    case 'address':
      if (gatepass.next_step === 'home') return done(paths.home);
      return gatepass.next_step === 'address' ? show : ahead;
  }
}
