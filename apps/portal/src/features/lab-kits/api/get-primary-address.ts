import useSWR from 'swr';
import type { AddressesResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `GET /v1/signup/addresses`: the patient's saved addresses, read for the primary one a kit ships to by default
 * when the order does not start from a care gap. The same key as onboarding's, so both share one cache entry.
 */
export const addressesKey = '/v1/signup/addresses';

export const getAddresses = () => api.get<AddressesResponse>(addressesKey);

export function usePrimaryAddress(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? addressesKey : null, getAddresses, {
    onError: () => undefined,
    revalidateOnFocus: false,
  });
  return { data: data && { primary: data.primary }, error, isLoading, mutate };
}
