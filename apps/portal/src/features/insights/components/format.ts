import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A record's date or a due day (YYYY-MM-DD) as a calendar day in the patient's language, in UTC as stored. */
export function useDay() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return (iso: string | null | undefined) =>
      iso && Number.isFinite(Date.parse(iso)) ? format.format(Date.parse(iso)) : '';
  }, [locale]);
}

/** Today as the server counts due dates: the UTC calendar day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
