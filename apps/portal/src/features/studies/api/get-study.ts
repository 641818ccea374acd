import useSWR from 'swr';
import type { StudyDetailsResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/studies/{id}` [STUDY-1]: the spec's `studyDetails`, with the patient's consent to it. */
export const studyKey = (studyId: string) => `/v1/patient/studies/${encodeURIComponent(studyId)}`;

export const getStudy = (studyId: string) => api.get<StudyDetailsResponse>(studyKey(studyId));

export function useStudy(studyId: string) {
  return useSWR(studyKey(studyId), () => getStudy(studyId), { onError: () => undefined });
}
