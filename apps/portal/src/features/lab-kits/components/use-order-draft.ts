import { useCallback, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts';
import type { OrderDraft } from '../rules/order-flow';
import { parseStoredDraft, storedValue } from '../rules/stored-draft';

/**
 * [KIT-1] The kit order's draft, kept for the tab (rules/stored-draft.ts says why there): `given` (a story of
 * a later step), else the stored draft of this start, else `fresh`. `discard` forgets it once the order is placed.
 */
export function useOrderDraft({
  insightId,
  fresh,
  given,
}: {
  insightId: string | null;
  fresh: OrderDraft;
  given?: OrderDraft | undefined;
}): { draft: OrderDraft; update: (patch: Partial<OrderDraft>) => void; discard: () => void } {
  const [draft, setDraft] = useState(
    () => given ?? parseStoredDraft(readDraft('kitOrder'), insightId) ?? fresh,
  );
  const update = useCallback(
    (patch: Partial<OrderDraft>) => {
      const next = { ...draft, ...patch };
      saveDraft('kitOrder', storedValue(next, insightId));
      setDraft(next);
    },
    [draft, insightId],
  );
  const discard = useCallback(() => clearDraft('kitOrder'), []);
  return { draft, update, discard };
}
