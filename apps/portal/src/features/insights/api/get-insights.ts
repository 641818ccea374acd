import useSWR from 'swr';
import type { InsightsResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/insights` [HOME-1]: the patient's care gaps and screenings, as `patient_screeners`. */
export const insightsKey = '/v1/patient/insights';

export const getInsights = () => api.get<InsightsResponse>(insightsKey);

/** The insights (spec "Home": insights, from the response field patient_screeners) and their loading flag. */
export function useInsights() {
  const response = useSWR(insightsKey, getInsights, { onError: () => undefined });
  return {
    insights: response.data?.patient_screeners,
    loading: response.isLoading,
    error: response.error as unknown,
    retry: () => void response.mutate(),
  };
}
