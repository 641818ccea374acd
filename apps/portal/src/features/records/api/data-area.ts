import type { SWRConfiguration, SWRResponse } from 'swr';
import { api } from '../../../lib/api';
import { careGrantHeaders, useReadingAs } from '../../../lib/reading-as';

/** What every records hook answers: the data, its loading flag [REC-5], the error and a way to ask again. */
export interface DataArea<T> {
  data: T | undefined;
  /** [REC-5] Set when a request for this area goes out without data to show, cleared when the data arrives. */
  loading: boolean;
  /** A request is under way, also while earlier data stays on screen (polling, revalidation). */
  refreshing: boolean;
  error: unknown;
  retry: () => void;
}

export function toDataArea<T>(response: SWRResponse<T>): DataArea<T> {
  return {
    data: response.data,
    loading: response.isLoading,
    refreshing: response.isValidating,
    error: response.error,
    retry: () => void response.mutate(),
  };
}

/** Keys of every records read, so a finished pull can reload them all at once. */
export const isRecordsKey = (key: unknown): boolean =>
  typeof key === 'string' && (key.startsWith('/v1/patient/records') || key.startsWith('/v1/patient/trends/'));

/**
 * For a records area that shows its own error with a retry (AreaError): the app's error toast would say the
 * same thing a second time, so these reads do not raise it.
 */
export const errorShownInPlace = { onError: () => undefined } satisfies SWRConfiguration;

/**
 * [SHARE-2] A records read's SWR key: the URL, with the grant of the person being read when the account reads
 * for someone it cares for, so one person's answer is never shown for another.
 */
export type ReadKey = string | readonly [url: string, grantId: string];

export function useReadKey(url: string | null): ReadKey | null {
  const person = useReadingAs();
  if (url === null) return null;
  return person ? [url, person.grantId] : url;
}

/** The fetcher of a `ReadKey`: one's own read, or the same read for the person cared for. */
export const readByKey = <T>(key: ReadKey): Promise<T> =>
  typeof key === 'string' ? api.get<T>(key) : api.get<T>(key[0], { headers: careGrantHeaders(key[1]) });
