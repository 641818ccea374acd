import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { decodePatientProfile, type PatientProfile } from '../lib/profile';
import { onTokensStored, storageKeys } from '../lib/session';

export const patientProfileKey = (idToken: string) => ['patientProfile', idToken] as const;

/**
 * [SESS-5] [SESS-6] The patient profile, loaded when the app starts with a session: the id token's claims.
 * Keyed by the token, and following the stored one, so a refresh that brings a new id token (a legal name
 * changed in the profile) shows its claims at once wherever they are read.
 */
export function usePatientProfile(): { profile: PatientProfile; loading: boolean } {
  const idToken = useSyncExternalStore(
    onTokensStored,
    () => localStorage.getItem(storageKeys.idToken),
    // The prerendered login page is a visit with no session
    () => null,
  );
  const { data, isLoading } = useSWR(
    idToken ? patientProfileKey(idToken) : null,
    ([, token]) => decodePatientProfile(token, () => notify.error(i18n.t('errors.profileDecode'))),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return { profile: data ?? {}, loading: isLoading };
}
