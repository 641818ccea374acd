import useSWR from 'swr';
import type { RecordCategory, RecordsPage } from '@portal/contract';
import { api } from '../../../lib/api';

/** What a recipient sees of one category: the newest entries, as the patient's own list shows them. */
export const SHARED_PAGE_SIZE = 100;

/**
 * `GET /v1/patient/records?category=` under a share link's view token [SHARE-2]: the patient's own records
 * endpoint, which narrows the read to the grant. Keyed by token too, so a new view never shows an old answer.
 */
export const sharedRecordsKey = (category: RecordCategory) =>
  `/v1/patient/records?${new URLSearchParams({ category, page_size: String(SHARED_PAGE_SIZE) }).toString()}`;

export function useSharedRecords(viewToken: string, category: RecordCategory) {
  return useSWR(
    ['shared', viewToken, sharedRecordsKey(category)],
    ([, token, url]) => api.get<RecordsPage>(url, { scopedToken: token }),
    { onError: () => undefined, shouldRetryOnError: false },
  );
}
