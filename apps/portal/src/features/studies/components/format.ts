import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized, StudySite } from '@portal/contract';
import { dateFormatters } from '../../../lib/date-format';
import { useTimeZone } from '../../account/api/settings';
import type { AgeRange } from '../rules/study-text';

/** One line, the way a site is addressed: facility, street, "City, ST 12345". */
export const siteAddress = ({ address }: StudySite): string =>
  `${address.line}, ${address.city}, ${address.state} ${address.zip}`;

/** The catalogue's texts, dates and age ranges in the patient's language; moments in their time zone. */
export function useStudyFormat() {
  const { t, i18n } = useTranslation();
  const language: 'en' | 'es' = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const timeZone = useTimeZone();
  return useMemo(() => {
    const dates = dateFormatters(language, timeZone, 'long');
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    return {
      language,
      text: (value: Localized) => value[language],
      /** A calendar day (YYYY-MM-DD) as written, whatever the patient's time zone. */
      day: (isoDay: string) => dates.day(isoDay.slice(0, 10)) ?? isoDay,
      /** When something was signed or withdrawn, in the patient's time zone. */
      dateTime: (iso: string | Date) => dates.dateTime(iso) ?? '',
      list: (items: string[]) => list.format(items),
      range: (range: AgeRange) => t(`studies.ageRange.${range.key}`, range),
    };
  }, [language, t, timeZone]);
}
