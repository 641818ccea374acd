import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatters } from '../../../lib/date-format';
import { useTimeZone } from '../../account/api/settings';

/**
 * Dates and numbers in the patient's language. A record's date is `day` (a calendar date as stored, a moment as the
 * day it was in the patient's zone); moments (a pull's update, a share, a read) are `dateTime` and `dayOf`; an end
 * is `until` (see lib/date-format.ts).
 */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return { ...dateFormatters(locale, timeZone), number: (value: number) => number.format(value) };
  }, [locale, timeZone]);
}
