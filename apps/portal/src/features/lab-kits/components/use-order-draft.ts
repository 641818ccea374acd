import { useCallback, useState } from 'react';
import type { OrderDraft } from '../rules/order-flow';
import { ORDER_DRAFT_KEY, parseStoredDraft, serializeDraft } from '../rules/stored-draft';

function readStored(insightId: string | null): OrderDraft | null {
  try {
    return parseStoredDraft(sessionStorage.getItem(ORDER_DRAFT_KEY), insightId);
  } catch {
    return null; // storage refused (a private mode): the draft lives in memory only
  }
}

function writeStored(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(ORDER_DRAFT_KEY);
    else sessionStorage.setItem(ORDER_DRAFT_KEY, value);
  } catch {
    // as above: the order still works, only a reload forgets it
  }
}

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
  const [draft, setDraft] = useState(() => given ?? readStored(insightId) ?? fresh);
  const update = useCallback(
    (patch: Partial<OrderDraft>) => {
      const next = { ...draft, ...patch };
      writeStored(serializeDraft(next, insightId));
      setDraft(next);
    },
    [draft, insightId],
  );
  const discard = useCallback(() => writeStored(null), []);
  return { draft, update, discard };
}
