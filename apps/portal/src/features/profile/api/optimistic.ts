import { useSWRConfig } from 'swr';

/**
 * A profile change shown at once: the cached answer becomes `next(current)` while the request runs, stays when
 * the server accepts it (then revalidates), and goes back to what it was when the server refuses — the caller
 * gets the error to show. One mechanism for every profile edit.
 */
export function useOptimisticChange() {
  const { mutate } = useSWRConfig();
  return async <T>(key: string, next: (current: T) => T, send: () => Promise<unknown>): Promise<void> => {
    await mutate<T>(
      key,
      async (current) => {
        await send();
        return current === undefined ? current : next(current);
      },
      {
        optimisticData: (current: T | undefined) => (current === undefined ? (current as T) : next(current)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: true,
      },
    );
  };
}
