import useSWR from 'swr';
import type { IdentityStatusResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/signup/verify-id/invite`: the identity gate, the provider to mount and the tries left today. */
export const identityStatusKey = '/v1/signup/verify-id/invite';

export const getIdentityStatus = () => api.get<IdentityStatusResponse>(identityStatusKey);

/** Polls while a check or a coordinator decision is pending, so the screen moves on by itself. */
export function useIdentityStatus(options: { poll?: boolean } = {}) {
  return useSWR(identityStatusKey, getIdentityStatus, {
    refreshInterval: (data) =>
      options.poll && (data?.status === 'pending' || data?.status === 'on_hold') ? 5000 : 0,
  });
}
