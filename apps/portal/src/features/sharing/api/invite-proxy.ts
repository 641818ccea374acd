import type { InviteProxyRequest, SharedGrant } from '@portal/contract';
import { api } from '../../../lib/api';
import { useAddToLedger } from './add-to-ledger';

/** `POST /v1/patient/sharing/proxies` [SHARE-1]: invites a caregiver by email; answers the pending grant. */
export const inviteProxy = (body: InviteProxyRequest) =>
  api.post<SharedGrant>('/v1/patient/sharing/proxies', body);

const itself = (grant: SharedGrant) => grant;

/** Invites a caregiver and adds the pending grant to the top of the shared-with list. */
export function useInviteProxy() {
  const { add, sending, error } = useAddToLedger(inviteProxy, itself);
  return { invite: add, inviting: sending, error };
}
