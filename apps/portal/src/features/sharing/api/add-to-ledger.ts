import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SharedGrant, SharingList } from '@portal/contract';
import { sharingKey } from './get-sharing';

/**
 * A request that adds a grant (a share link, a caregiver invitation) and puts the new grant at the top of the
 * shared-with list, so the list shows it without a round trip.
 */
export function useAddToLedger<B, R>(send: (body: B) => Promise<R>, grantOf: (answer: R) => SharedGrant) {
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const add = useCallback(
    async (body: B) => {
      setSending(true);
      setError(null);
      try {
        const answer = await send(body);
        const grant = grantOf(answer);
        await mutate(
          sharingKey,
          (current: SharingList | undefined) => current && { grants: [grant, ...current.grants] },
          { revalidate: false },
        );
        return answer;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setSending(false);
      }
    },
    [mutate, send, grantOf],
  );
  return { add, sending, error };
}
