import useSWR from 'swr';
import type { ConsentDocumentResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `GET /v1/patient/studies/consent?study_id=&lang=` [STUDY-2]: the study's current consent document in the
 * patient's language, with the version and hash the signature quotes. Keyed by language: switching it reloads.
 */
export const consentDocumentKey = (studyId: string, language: 'en' | 'es') =>
  `/v1/patient/studies/consent?${new URLSearchParams({ study_id: studyId, lang: language }).toString()}`;

export const getConsentDocument = (studyId: string, language: 'en' | 'es') =>
  api.get<ConsentDocumentResponse>(consentDocumentKey(studyId, language));

export function useConsentDocument(studyId: string, language: 'en' | 'es') {
  return useSWR(consentDocumentKey(studyId, language), () => getConsentDocument(studyId, language), {
    onError: () => undefined,
    revalidateOnFocus: false,
  });
}
