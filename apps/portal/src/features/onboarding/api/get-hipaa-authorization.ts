import useSWR from 'swr';
import type { HipaaAuthorizationResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/signup/hipaa?lang=`: the current authorization text in the patient's language [HIPAA-1]. */
export const hipaaAuthorizationKey = (language: 'en' | 'es') => ['/v1/signup/hipaa', language] as const;

export const getHipaaAuthorization = (language: 'en' | 'es') =>
  api.get<HipaaAuthorizationResponse>(`/v1/signup/hipaa?lang=${language}`);

export const useHipaaAuthorization = (language: 'en' | 'es') =>
  useSWR(hipaaAuthorizationKey(language), ([, lang]) => getHipaaAuthorization(lang), {
    revalidateOnFocus: false,
  });
