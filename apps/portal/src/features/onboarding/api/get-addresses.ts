import useSWR from 'swr';
import type { AddressesResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/signup/addresses`: saved addresses, and the confirmed ID address as a suggestion. */
export const addressesKey = '/v1/signup/addresses';

export const getAddresses = () => api.get<AddressesResponse>(addressesKey);

export const useAddresses = () => useSWR(addressesKey, getAddresses, { revalidateOnFocus: false });
