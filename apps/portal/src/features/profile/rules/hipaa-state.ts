import type { HipaaAuthorizationState } from '@portal/contract';
import type { StatusTone } from '@portal/ui';

/** How each state of a signed authorization reads at a glance. */
export const HIPAA_STATE_TONE: Record<HipaaAuthorizationState, StatusTone> = {
  in_force: 'success',
  revoked: 'problem',
  expired: 'neutral',
};
