import useSWRInfinite from 'swr/infinite';
import type { AccessLogPage } from '@portal/contract';
import { api } from '../../../lib/api';
import { grantKey } from './get-grant';

/**
 * `GET /v1/patient/sharing/{grantId}/accesses` [SHARE-2]: a grant's whole access log, newest first, one page
 * after another (each page names where the next starts; null on the last).
 */
export const accessLogKey = (grantId: string, cursor: string | null) =>
  `${grantKey(grantId)}/accesses${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;

export type AccessLogState = ReturnType<typeof useAccessLog>;

export function useAccessLog(grantId: string) {
  const pages = useSWRInfinite(
    (index, previous: AccessLogPage | null) =>
      index === 0
        ? accessLogKey(grantId, null)
        : previous?.next_cursor
          ? accessLogKey(grantId, previous.next_cursor)
          : null,
    (url: string) => api.get<AccessLogPage>(url),
    { onError: () => undefined, revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating, error, mutate } = pages;
  const last = data?.at(-1);
  return {
    entries: data?.flatMap((page) => page.accesses) ?? [],
    isLoading,
    error,
    /** A page asked for and not here yet: "Show more" is busy. */
    loadingMore: isValidating && data !== undefined && data.length < size,
    hasMore: Boolean(last?.next_cursor),
    showMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
