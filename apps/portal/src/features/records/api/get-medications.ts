import useSWR from 'swr';
import type { MedicationList } from '@portal/contract';
import { api } from '../../../lib/api';
import { errorShownInPlace, readByKey, toDataArea, useReadKey, type DataArea } from './data-area';

export const medicationsKey = '/v1/patient/records/medications';

export const getMedications = () => api.get<MedicationList>(medicationsKey);

/** [REC-1] The Medications list: one entry per medication, current apart from past. */
export function useMedications(): DataArea<MedicationList> {
  return toDataArea(useSWR(useReadKey(medicationsKey), readByKey<MedicationList>, errorShownInPlace));
}
