import useSWR from 'swr';
import type { StudyListResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/studies` [STUDY-1]: the spec's `studyList` — the catalogue, suggested studies first. */
export const studiesKey = '/v1/patient/studies';

export const getStudies = () => api.get<StudyListResponse>(studiesKey);

/** The screen shows a failed read in place with a retry, so it raises no error toast as well. */
export function useStudies() {
  return useSWR(studiesKey, getStudies, { onError: () => undefined });
}
