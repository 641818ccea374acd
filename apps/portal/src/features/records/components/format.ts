import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { measurementText } from '@portal/contract';
import { dateFormatters } from '../../../lib/date-format';
import { useTimeZone, useUnits } from '../../account/api/settings';

/**
 * Dates and numbers in the patient's language, weights, heights and temperatures in their units. A record's date
 * is `day` (a calendar date as stored, a moment as the day it was in the patient's zone); moments (a pull's
 * update, a share, a read) are `dateTime` and `dayOf`; an end is `until` (see lib/date-format.ts).
 */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  const units = useUnits();
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const number = (value: number) => formatter.format(value);
    return {
      ...dateFormatters(locale, timeZone),
      number,
      units,
      /** A reading in the patient's units [PROF-7]: "154.3 lb", "5 ft 7 in", "99 °F"; others as they came. */
      measurement: (reading: Parameters<typeof measurementText>[0]) =>
        measurementText(reading, units, number),
    };
  }, [locale, timeZone, units]);
}
