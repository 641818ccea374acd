import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { DEFAULT_TIME_ZONE, type PatientSettings } from '@portal/contract';
import { api } from '../../../lib/api';
import { dateFormatters, type DateFormatters } from '../../../lib/date-format';
import { hasValidAccessToken } from '../../../lib/session';

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

/**
 * [PROF-7] The zone every screen shows moments in: the patient's saved one. Until it is known, or without a
 * patient session (a share link's reader), the server's own default: the settings screen names that zone as the
 * patient's until they pick another, and the PDF summary uses it too, so the screen and the download agree.
 */
export function useTimeZone(): string {
  const { data } = useSWR(hasValidAccessToken() ? settingsKey : null, getSettings, {
    onError: () => undefined,
  });
  return data?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** [PROF-7] Dates in the patient's language, moments in their saved time zone (see `dateFormatters`). */
export function useDateFormat(dateStyle: 'medium' | 'long' = 'medium'): DateFormatters {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  return useMemo(() => dateFormatters(locale, timeZone, dateStyle), [locale, timeZone, dateStyle]);
}
