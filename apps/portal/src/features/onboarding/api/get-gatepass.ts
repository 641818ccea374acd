import useSWR from 'swr';
import type { Gatepass } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/gatepass`: where the patient stands; the same key as every other reader of it. */
export const gatepassKey = '/v1/patient/gatepass';

export const getGatepass = () => api.get<Gatepass>(gatepassKey);

export const useGatepass = () => useSWR(gatepassKey, getGatepass);
