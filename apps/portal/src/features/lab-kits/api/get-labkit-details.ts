import useSWR from 'swr';
import type { LabkitDetailsResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `GET /v1/patient/labkit/details[?order_id=]` [KIT-2]: the spec's `labkitDetails` — every order of the patient
 * with its history and results (newest first), or only the one asked for (404 when it is not this patient's).
 */
export const labkitDetailsKey = (orderId?: string): string =>
  orderId
    ? `/v1/patient/labkit/details?${new URLSearchParams({ order_id: orderId }).toString()}`
    : '/v1/patient/labkit/details';

export const getLabkitDetails = (orderId?: string) =>
  api.get<LabkitDetailsResponse>(labkitDetailsKey(orderId));

/**
 * The screens show a failed read in place with a retry, so it raises no error toast as well. `refreshInterval`
 * (from the latest answer) reads an order again while it is on its way.
 */
export function useLabkitDetails(
  orderId?: string,
  { refreshInterval }: { refreshInterval?: (latest: LabkitDetailsResponse | undefined) => number } = {},
) {
  return useSWR(labkitDetailsKey(orderId), () => getLabkitDetails(orderId), {
    onError: () => undefined,
    ...(refreshInterval ? { refreshInterval } : {}),
  });
}
