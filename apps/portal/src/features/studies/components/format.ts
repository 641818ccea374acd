import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized, StudySite } from '@portal/contract';
import type { AgeRange } from '../rules/study-text';

/** One line, the way a site is addressed: facility, street, "City, ST 12345". */
export const siteAddress = ({ address }: StudySite): string =>
  `${address.line}, ${address.city}, ${address.state} ${address.zip}`;

/** The catalogue's texts, dates and age ranges in the patient's language. */
export function useStudyFormat() {
  const { t, i18n } = useTranslation();
  const language: 'en' | 'es' = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    return {
      language,
      text: (value: Localized) => value[language],
      /** A calendar day (YYYY-MM-DD) as written, whatever the patient's time zone. */
      day: (isoDay: string) => day.format(Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`)),
      dateTime: (iso: string | Date) => dateTime.format(typeof iso === 'string' ? Date.parse(iso) : iso),
      list: (items: string[]) => list.format(items),
      range: (range: AgeRange) => t(`studies.ageRange.${range.key}`, range),
    };
  }, [language, t]);
}
