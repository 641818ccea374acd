import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Path } from 'react-router';

interface KeptSecret {
  addressSecret?: string;
}

/**
 * A credential the page was opened with (a share link's key, an invitation's key, a reset token): read once, then
 * taken out of the address bar, so it no longer shows on screen, in a copied address or to analytics. It moves
 * into this history entry's state (this tab only, never sent anywhere), so a reload or coming back opens the page
 * as before; an address copied without it says the link must be opened as it was received.
 */
export function useAddressSecret(
  fromAddress: string | undefined,
  withoutIt: Pick<Path, 'pathname' | 'search'>,
): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const kept = (location.state as KeptSecret | null)?.addressSecret;
  useLayoutEffect(() => {
    if (!fromAddress) return;
    const state: unknown = location.state;
    void navigate(withoutIt, {
      replace: true,
      state: { ...(typeof state === 'object' ? state : {}), addressSecret: fromAddress },
    });
    // Once per secret found in the address: the replaced address has none
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromAddress]);
  return fromAddress ?? kept;
}
