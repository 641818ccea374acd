import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateLabOrderRequest, LabkitDetailsResponse, LabOrderDetail } from '@portal/contract';
import { api } from '../../../lib/api';
import { labkitDetailsKey } from './get-labkit-details';
import { labOrderRequestKey } from './request-lab-order';

/** `POST /v1/patient/lab-order` [KIT-1]: places the order; answers 201 with it and its first history step. */
export const createLabOrder = (body: CreateLabOrderRequest) =>
  api.post<LabOrderDetail>('/v1/patient/lab-order', body);

/**
 * Places an order and puts it straight into `labkitDetails` (the list and its own tracking entry), so the
 * completed and tracking screens show it without a round trip. The care gap it was asked from now has an open
 * order, so that answer and the insights are read again.
 */
export function useCreateLabOrder(): {
  place: (body: CreateLabOrderRequest) => Promise<LabOrderDetail | undefined>;
  placing: boolean;
  error: unknown;
} {
  const { mutate } = useSWRConfig();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const place = useCallback(
    async (body: CreateLabOrderRequest) => {
      setPlacing(true);
      setError(null);
      try {
        const order = await createLabOrder(body);
        await mutate(labkitDetailsKey(order.id), { labkitDetails: [order] }, { revalidate: false });
        await mutate(
          labkitDetailsKey(),
          (current: LabkitDetailsResponse | undefined) =>
            current && { labkitDetails: [order, ...current.labkitDetails.filter((o) => o.id !== order.id)] },
          { revalidate: false },
        );
        if (body.insight_id) void mutate(labOrderRequestKey(body.insight_id));
        void mutate((key) => typeof key === 'string' && key.startsWith('/v1/patient/insights'));
        return order;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setPlacing(false);
      }
    },
    [mutate],
  );
  return { place, placing, error };
}
