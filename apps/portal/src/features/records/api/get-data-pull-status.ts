import useSWR from 'swr';
import type { DataPullStatus } from '@portal/contract';
import { api } from '../../../lib/api';
import { useReadingAs } from '../../../lib/reading-as';
import { isPullActive, PULL_POLL_INTERVAL_MS } from '../rules/pull-progress';
import { errorShownInPlace, toDataArea, type DataArea } from './data-area';

export const dataPullStatusKey = '/v1/datapull/status';

export const getDataPullStatus = () => api.get<DataPullStatus>(dataPullStatusKey);

/**
 * [PULL-2] The pull's state and progress per source and resource type, polled while a pull is under way.
 * A failed poll is shown in place (with a retry), not as a toast every 1.5 s. The pull is the account's own:
 * not asked while it reads for someone it cares for.
 */
export function useDataPullStatus(): DataArea<DataPullStatus> {
  const readingForSomeone = useReadingAs() !== null;
  return toDataArea(
    useSWR(readingForSomeone ? null : dataPullStatusKey, getDataPullStatus, {
      refreshInterval: (latest?: DataPullStatus) => (isPullActive(latest?.state) ? PULL_POLL_INTERVAL_MS : 0),
      ...errorShownInPlace,
      revalidateOnFocus: true,
    }),
  );
}
