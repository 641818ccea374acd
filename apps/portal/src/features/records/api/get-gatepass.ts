import useSWR from 'swr';
import type { Gatepass } from '@portal/contract';
import { api } from '../../../lib/api';
import { toDataArea, type DataArea } from './data-area';

/** The same key the Home tab reads, so both share one request and one cache entry. */
export const gatepassKey = '/v1/patient/gatepass';

export const getGatepass = () => api.get<Gatepass>(gatepassKey);

/** Whether onboarding is complete (HIPAA signed, address given): only then may a first pull start by itself. */
export function useGatepass(): DataArea<Gatepass> {
  return toDataArea(useSWR(gatepassKey, getGatepass));
}
