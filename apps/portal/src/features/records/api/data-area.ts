import type { SWRConfiguration, SWRResponse } from 'swr';

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
