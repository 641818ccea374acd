import useSWR from 'swr';
import type { LabOrderRequestResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/patient/lab-order-request` [KIT-1]: asks for a kit from a care gap. Nothing is ordered: the answer
 * is where the order form starts (the kit, the account's phone, the primary address) and any order already
 * open for that gap. Read through SWR like a GET, since asking twice changes nothing.
 */
export const labOrderRequestKey = (insightId: string) =>
  ['/v1/patient/lab-order-request', insightId] as const;

export const requestLabOrder = (insightId: string) =>
  api.post<LabOrderRequestResponse>('/v1/patient/lab-order-request', { insight_id: insightId });

export function useLabOrderRequest(insightId: string | null) {
  return useSWR(insightId ? labOrderRequestKey(insightId) : null, ([, id]) => requestLabOrder(id), {
    onError: () => undefined,
    revalidateOnFocus: false,
  });
}
