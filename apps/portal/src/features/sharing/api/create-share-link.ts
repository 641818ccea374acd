import type { CreatedShareLink, CreateShareLinkRequest } from '@portal/contract';
import { api } from '../../../lib/api';
import { useAddToLedger } from './add-to-ledger';

/** `POST /v1/patient/sharing/links` [SHARE-2]: a new share link; its key comes back this once only. */
export const createShareLink = (body: CreateShareLinkRequest) =>
  api.post<CreatedShareLink>('/v1/patient/sharing/links', body);

const grantOf = (created: CreatedShareLink) => created.grant;

/** Creates a link and adds it to the top of the shared-with list. */
export function useCreateShareLink() {
  const { add, sending, error } = useAddToLedger(createShareLink, grantOf);
  return { create: add, creating: sending, error };
}
