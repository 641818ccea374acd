import { useCallback, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft, type DraftName } from './drafts';

/**
 * A screen's draft (lib/drafts.ts): `kept` is what the tab held when the screen opened (empty when nothing),
 * `keep` merges a change into it and stores it at once (a reload can come any moment), `discard` forgets it once
 * the form is sent.
 */
export function useDraft<T extends object>(name: DraftName) {
  const [kept] = useState<Partial<T>>(() => readDraft<Partial<T>>(name) ?? {});
  const latest = useRef(kept);
  const keep = useCallback(
    (patch: Partial<T>) => {
      latest.current = { ...latest.current, ...patch };
      saveDraft(name, latest.current);
    },
    [name],
  );
  const discard = useCallback(() => {
    latest.current = {};
    clearDraft(name);
  }, [name]);
  return { kept, keep, discard };
}
