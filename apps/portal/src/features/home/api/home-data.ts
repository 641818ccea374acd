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

type WelcomeSeenData = { properties: Record<string, unknown> };
export function useWelcomeSeen() {
  return useSWR<WelcomeSeenData>(welcomeSeenKey);
}

export function useAuthenticators() {
  return useSWR<{ authenticators: Authenticator[] }>(authenticatorsKey);
}

type WelcomeSeen = { properties: Record<string, unknown> };

/** Marks the welcome note as read, then puts the answer in the one cache entry it changes. */
export async function markWelcomeSeen(
  mutate: (data: WelcomeSeen, options: { revalidate: boolean }) => Promise<unknown>,
): Promise<void> {
  await api.put('/v1/patient/gatepass/property', { key: 'welcome_seen', value: true });
  await mutate({ properties: { welcome_seen: true } }, { revalidate: false });
}
