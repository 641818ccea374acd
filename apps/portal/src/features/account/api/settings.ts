import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  DEFAULT_TIME_ZONE,
  defaultUnitSystem,
  type PatientSettings,
  type UnitSystem,
} from '@portal/contract';
import { useBrand } from '../../../app/brand-context';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
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

const UnitsContext = createContext<UnitSystem | null>(null);

/**
 * [PROF-7] The units a reader without settings of their own is shown: a share link's reader reads the sharing
 * patient's (`ScopedView.units`), so the numbers they read are the ones the patient sees and prints.
 */
export const ReaderUnits = UnitsContext.Provider;

/**
 * [PROF-7] The units weights, heights and temperatures are shown in: the ones a share link gives (`ReaderUnits`),
 * else the patient's saved choice (the server answers their brand's default until they choose), and until that
 * is known the brand's default for the page's language, as the server would answer it.
 */
export function useUnits(): UnitSystem {
  const given = useContext(UnitsContext);
  const brand = useBrand();
  useTranslation(); // a change of language can change the brand's default
  const { data } = useSWR(given === null && hasValidAccessToken() ? settingsKey : null, getSettings, {
    onError: () => undefined,
  });
  return given ?? data?.units ?? defaultUnitSystem(brand.defaultUnits, currentLanguage());
}

/** [PROF-7] Dates in the patient's language, moments in their saved time zone (see `dateFormatters`). */
export function useDateFormat(dateStyle: 'medium' | 'long' = 'medium'): DateFormatters {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  return useMemo(() => dateFormatters(locale, timeZone, dateStyle), [locale, timeZone, dateStyle]);
}
