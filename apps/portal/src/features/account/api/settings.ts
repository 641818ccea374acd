import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { PatientSettings } from '@portal/contract';
import { api } from '../../../lib/api';

export const settingsKey = '/v1/patient/settings';

export const getSettings = () => api.get<PatientSettings>(settingsKey);
export const saveSettings = (settings: PatientSettings) => api.put<PatientSettings>(settingsKey, settings);

/** [PROF-7] Language, notification choices and time zone. */
export function useSettings() {
  return useSWR(settingsKey, getSettings, { onError: () => undefined });
}

/** [PROF-7] Saves the whole set: shown at once, put back as it was if the server refuses. */
export function useSaveSettings() {
  const mutation = useSWRMutation(
    settingsKey,
    (_key: string, { arg }: { arg: PatientSettings }) => saveSettings(arg),
    { rollbackOnError: true, populateCache: true, revalidate: false, throwOnError: false },
  );
  return {
    ...mutation,
    trigger: (settings: PatientSettings) => mutation.trigger(settings, { optimisticData: settings }),
  };
}
