import useSWR from 'swr';
import type { RecordCategory, RecordsPage } from '@portal/contract';
import { api } from '../../../lib/api';
import { errorShownInPlace, readByKey, toDataArea, useReadKey, type DataArea } from './data-area';

export const RECORDS_PAGE_SIZE = 50;

export interface RecordsRequest {
  category: RecordCategory;
  /** Sub-type, e.g. vital-signs or laboratory for observations. */
  type?: string;
  /** Only the records of one code: a medication's fills. */
  code?: string;
  page?: number;
  pageSize?: number;
}

/** The key is the URL itself, so each category, type and page is cached on its own. */
export function recordsKey({
  category,
  type,
  code,
  page = 1,
  pageSize = RECORDS_PAGE_SIZE,
}: RecordsRequest): string {
  const params = new URLSearchParams({ category });
  if (type) params.set('type', type);
  if (code) params.set('code', code);
  params.set('page', String(page));
  params.set('page_size', String(pageSize));
  return `/v1/patient/records?${params.toString()}`;
}

export const getRecords = (request: RecordsRequest) => api.get<RecordsPage>(recordsKey(request));

/** [REC-1] [REC-3] One page of one record category. The previous page stays on screen while the next loads. */
export function useRecords(request: RecordsRequest): DataArea<RecordsPage> {
  return toDataArea(
    useSWR(useReadKey(recordsKey(request)), readByKey<RecordsPage>, {
      ...errorShownInPlace,
      keepPreviousData: true,
    }),
  );
}
