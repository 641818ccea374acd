import useSWR from 'swr';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { decodePatientProfile, type PatientProfile } from '../lib/profile';
import { storageKeys } from '../lib/session';

export const patientProfileKey = (idToken: string) => ['patientProfile', idToken] as const;

/**
 * [SESS-5] [SESS-6] The patient profile, loaded when the app starts with a session: the id token's claims.
 * Keyed by the token so a refresh that brings a new id token reloads it.
 */
export function usePatientProfile(): { profile: PatientProfile; loading: boolean } {
  const idToken = localStorage.getItem(storageKeys.idToken);
  const { data, isLoading } = useSWR(
    idToken ? patientProfileKey(idToken) : null,
    ([, token]) => decodePatientProfile(token, () => notify.error(i18n.t('errors.profileDecode'))),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return { profile: data ?? {}, loading: isLoading };
}
