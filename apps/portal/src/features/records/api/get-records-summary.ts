import useSWR from 'swr';
import type { RecordsSummary } from '@portal/contract';
import { api } from '../../../lib/api';
import { errorShownInPlace, readByKey, toDataArea, useReadKey, type DataArea } from './data-area';

export const recordsSummaryKey = '/v1/patient/records/summary';

export const getRecordsSummary = () => api.get<RecordsSummary>(recordsSummaryKey);

/** [REC-1] How many records each category holds and the date of its newest, for My Health. */
export function useRecordsSummary(): DataArea<RecordsSummary> {
  return toDataArea(useSWR(useReadKey(recordsSummaryKey), readByKey<RecordsSummary>, errorShownInPlace));
}
