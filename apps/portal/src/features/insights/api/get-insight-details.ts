import useSWR from 'swr';
import type { InsightDetails } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/insights/:insightId` [HOME-1]: one insight with why it applies, what closes it, the evidence. */
export const insightDetailsKey = (insightId: string) =>
  `/v1/patient/insights/${encodeURIComponent(insightId)}`;

export const getInsightDetails = (insightId: string) => api.get<InsightDetails>(insightDetailsKey(insightId));

/**
 * insightDetails for one insight. Requesting another insight's details clears the previous ones first (spec
 * section 4: requesting home details clears insightDetails): the answer is per insight and never carried over,
 * so the screen shows its loading state, not the last insight's details, until the new ones arrive.
 */
export function useInsightDetails(insightId: string | undefined) {
  const response = useSWR(
    insightId ? insightDetailsKey(insightId) : null,
    () => getInsightDetails(insightId!),
    { keepPreviousData: false, onError: () => undefined },
  );
  return {
    insightDetails: response.data,
    loading: response.isLoading,
    error: response.error as unknown,
    retry: () => void response.mutate(),
  };
}
