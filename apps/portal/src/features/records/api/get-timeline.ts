import useSWR from 'swr';
import type { Timeline } from '@portal/contract';
import { api } from '../../../lib/api';
import { errorShownInPlace, readByKey, toDataArea, useReadKey, type DataArea } from './data-area';

export const timelineKey = '/v1/patient/records?category=timeline';

/** [REC-2] The whole timeline in one answer: medications in the first element, encounters in the second. */
export const getTimeline = () => api.get<Timeline>(timelineKey);

export function useTimeline(): DataArea<Timeline> {
  return toDataArea(
    useSWR(useReadKey(timelineKey), readByKey<Timeline>, { ...errorShownInPlace, revalidateOnFocus: false }),
  );
}
