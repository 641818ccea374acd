import type { AddressesResponse, SaveAddressesRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/addresses` [ADDR-4]: primary and past addresses; completes onboarding. */
export const saveAddresses = (body: SaveAddressesRequest) =>
  api.post<AddressesResponse>('/v1/signup/addresses', body);
