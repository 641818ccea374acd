import useSWR from 'swr';
import type { TrendResponse } from '@portal/contract';
import { api } from '../../../lib/api';
import { trendPath, type TrendViewRequest } from '../rules/trend-views';
import { errorShownInPlace, readByKey, toDataArea, useReadKey, type DataArea } from './data-area';

export const trendKey = (request: Pick<TrendViewRequest, 'kind' | 'category' | 'with'>) => trendPath(request);

/** [REC-4] GET /v1/patient/trends/{vitals|labs}/{category}. */
export const getTrend = (request: Pick<TrendViewRequest, 'kind' | 'category' | 'with'>) =>
  api.get<TrendResponse>(trendKey(request));

export function useTrend(
  request: Pick<TrendViewRequest, 'kind' | 'category' | 'with'>,
): DataArea<TrendResponse> {
  return toDataArea(
    useSWR(useReadKey(trendKey(request)), readByKey<TrendResponse>, {
      ...errorShownInPlace,
      revalidateOnFocus: false,
    }),
  );
}
