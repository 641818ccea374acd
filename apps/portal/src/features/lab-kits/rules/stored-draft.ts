import { z } from 'zod';
import { LAB_KIT_TYPES } from '@portal/contract';
import type { OrderDraft } from './order-flow';

/**
 * [KIT-1] The kit order's draft as this tab keeps it (lib/drafts.ts, the one draft store: sessionStorage), so a
 * reload — which a phone does on its own when the patient switches apps to read a text — keeps the step and its
 * answers. Why the tab and not the server: the draft is what this patient is about to send from this tab, for a
 * few minutes; sessionStorage is read by no other tab, is gone when the tab closes and is wiped at logout, the
 * same lifetime as the session tokens beside it. A server draft would add a table, an endpoint and a retention
 * rule for an address that may never be used. A draft is for one start: the care gap it came from (or none) is
 * kept with it, and a draft of another start is not reused. What is read back is checked: storage is the
 * browser's, not ours.
 */
const text = z.string().max(500);
const address = z.object({ address1: text, address2: text, city: text, state: text, zip: text });
const storedDraft = z.object({
  insight: z.string().nullable(),
  draft: z.object({
    kit: z.enum(LAB_KIT_TYPES).nullable(),
    phone: z.string().regex(/^\d{0,10}$/),
    shipTo: z.enum(['primary', 'new']).nullable(),
    newAddress: address.nullable(),
    typedAddress: address.nullish(),
  }),
});

/** What is kept: the draft with the start it belongs to. */
export const storedValue = (draft: OrderDraft, insightId: string | null) => ({ insight: insightId, draft });

/** The stored draft of this start (`insightId`), or null: none, another start's, or not one this portal wrote. */
export function parseStoredDraft(stored: unknown, insightId: string | null): OrderDraft | null {
  const parsed = storedDraft.safeParse(stored);
  return parsed.success && parsed.data.insight === insightId ? parsed.data.draft : null;
}
