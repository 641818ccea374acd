import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and numbers in the patient's language. Record dates are shown as calendar days, in UTC, as stored. */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const valid = (iso: string | null | undefined) =>
      iso && Number.isFinite(Date.parse(iso)) ? Date.parse(iso) : null;
    return {
      locale,
      day: (iso: string | null | undefined) => {
        const t = valid(iso);
        return t === null ? null : day.format(t);
      },
      dateTime: (iso: string | null | undefined) => {
        const t = valid(iso);
        return t === null ? null : dateTime.format(t);
      },
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}
