import useSWR from 'swr';
import type { DataPullProcessStatus } from '@portal/contract';
import { api } from '../../../lib/api';
import { isPullActive, PULL_POLL_INTERVAL_MS } from '../rules/pull-progress';
import { toDataArea, type DataArea } from './data-area';

export const dataPullProcessStatusKey = '/v1/datapull/process/status';

export const getDataPullProcessStatus = () => api.get<DataPullProcessStatus>(dataPullProcessStatusKey);

/** Records stored per category (My Health's counts), polled while a pull is still storing them. */
export function useDataPullProcessStatus(): DataArea<DataPullProcessStatus> {
  return toDataArea(
    useSWR(dataPullProcessStatusKey, getDataPullProcessStatus, {
      refreshInterval: (latest?: DataPullProcessStatus) =>
        isPullActive(latest?.state) ? PULL_POLL_INTERVAL_MS : 0,
    }),
  );
}
