import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@portal/contract';
import { dateFormatters } from '../../../lib/date-format';
import { useTimeZone } from '../../account/api/settings';

/** One line, the way a label is addressed: street, unit, "City, ST 12345". */
export const formatShippingAddress = (
  a: Pick<ShippingAddress, 'address1' | 'city' | 'state' | 'zip'> & { address2?: string | null },
): string => [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** Order dates and times (all moments: ordered, shipped, results) in the patient's language and time zone. */
export function useLabKitFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const timeZone = useTimeZone();
  return useMemo(() => {
    const dates = dateFormatters(locale, timeZone);
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      day: (iso: string) => dates.dayOf(iso) ?? iso,
      dateTime: (iso: string) => dates.dateTime(iso) ?? iso,
      number: (value: number) => number.format(value),
    };
  }, [locale, timeZone]);
}
