import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CreatedShareLink, CreateShareLinkRequest, SharingList } from '@portal/contract';
import { api } from '../../../lib/api';
import { sharingKey } from './get-sharing';

/** `POST /v1/patient/sharing/links` [SHARE-2]: a new share link; its key comes back this once only. */
export const createShareLink = (body: CreateShareLinkRequest) =>
  api.post<CreatedShareLink>('/v1/patient/sharing/links', body);

/** Creates a link and adds it to the top of the shared-with list. */
export function useCreateShareLink() {
  const { mutate } = useSWRConfig();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const create = useCallback(
    async (body: CreateShareLinkRequest) => {
      setCreating(true);
      setError(null);
      try {
        const created = await createShareLink(body);
        await mutate(
          sharingKey,
          (current: SharingList | undefined) => current && { grants: [created.grant, ...current.grants] },
          { revalidate: false },
        );
        return created;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setCreating(false);
      }
    },
    [mutate],
  );
  return { create, creating, error };
}
