import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DataPullInitRequest, DataPullStatus } from '@portal/contract';
import { api } from '../../../lib/api';
import { dataPullStatusKey } from './get-data-pull-status';
import { dataPullProcessStatusKey } from './get-data-pull-process-status';

export const startDataPull = (body: DataPullInitRequest = {}) =>
  api.post<DataPullStatus>('/v1/datapull/init', body);

/**
 * Starts a pull — the first one, a retry after a failure, or "update health record" (`refresh`). The answer is
 * the new status, put straight into the status cache so polling starts without waiting for a round trip.
 */
export function useStartDataPull(): {
  start: (options?: DataPullInitRequest) => Promise<DataPullStatus | undefined>;
  starting: boolean;
  error: unknown;
} {
  const { mutate } = useSWRConfig();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(
    async (options: DataPullInitRequest = {}) => {
      setStarting(true);
      setError(null);
      try {
        const status = await startDataPull(options);
        await mutate(dataPullStatusKey, status, { revalidate: false });
        void mutate(dataPullProcessStatusKey);
        return status;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setStarting(false);
      }
    },
    [mutate],
  );
  return { start, starting, error };
}
