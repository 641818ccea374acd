import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatters } from '../../../lib/date-format';
import { useTimeZone } from '../../account/api/settings';

/** A record's date or a due day (YYYY-MM-DD) as a calendar day in the patient's language, in UTC as stored. */
export function useDay() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  return useMemo(() => {
    const { day } = dateFormatters(locale, timeZone);
    return (iso: string | null | undefined) => day(iso) ?? '';
  }, [locale, timeZone]);
}

/** Today as the server counts due dates: the UTC calendar day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
