import useSWR from 'swr';
import type { Authenticator, Gatepass } from '@portal/contract';
import { api } from '../../../lib/api';

/** Each read is its own data area with its own loading flag (spec section 4): SWR's isLoading per key. */
export const gatepassKey = '/v1/patient/gatepass';
export const welcomeSeenKey = '/v1/patient/gatepass/property?key=welcome_seen';
export const authenticatorsKey = '/v1/account/authenticators';

export function useGatepass() {
  return useSWR<Gatepass>(gatepassKey);
}

export function useWelcomeSeen() {
  return useSWR<{ properties: Record<string, unknown> }>(welcomeSeenKey);
}

export function useAuthenticators() {
  return useSWR<{ authenticators: Authenticator[] }>(authenticatorsKey);
}

/** Marks the welcome note as read, then updates the one cache entry it changes. */
export async function markWelcomeSeen(mutate: () => Promise<unknown>): Promise<void> {
  await api.put('/v1/patient/gatepass/property', { key: 'welcome_seen', value: true });
  await mutate();
}
