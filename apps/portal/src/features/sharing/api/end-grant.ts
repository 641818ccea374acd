import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { EndGrantRequest, GrantDetail, SharedGrant, SharingList } from '@portal/contract';
import { api } from '../../../lib/api';
import { grantKey } from './get-grant';
import { sharingKey } from './get-sharing';

/** `POST /v1/patient/sharing/{grantId}/end` [SHARE-1]: stops the sharing at once; answers the ended grant. */
export const endGrant = (grantId: string, body: EndGrantRequest = {}) =>
  api.post<SharedGrant>(`${grantKey(grantId)}/end`, body);

/** Ends a grant and puts the ended grant into the list and its detail, so both show it without a round trip. */
export function useEndGrant() {
  const { mutate } = useSWRConfig();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const end = useCallback(
    async (grantId: string) => {
      setEnding(true);
      setError(null);
      try {
        const ended = await endGrant(grantId);
        await mutate(
          sharingKey,
          (current: SharingList | undefined) =>
            current && { grants: current.grants.map((g) => (g.id === ended.id ? ended : g)) },
          { revalidate: false },
        );
        await mutate(
          grantKey(grantId),
          (current: GrantDetail | undefined) => current && { ...current, grant: ended },
          { revalidate: false },
        );
        return ended;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setEnding(false);
      }
    },
    [mutate],
  );
  return { end, ending, error };
}
