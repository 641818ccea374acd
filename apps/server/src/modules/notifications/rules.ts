import {
  catalogues,
  defaultNotifications,
  interpolate,
  type Language,
  type NotificationChannel,
  type NotificationTopic,
  type PatientSettings,
} from '@portal/contract';
import { plainName } from '../../lib/plain-name.js';

/**
 * [PROF-7] Whether an optional notice of `category` goes out on `channel`: the patient's saved choice, else the
 * default (email on, texts off). Security messages (codes, password and number changes) never ask this.
 */
export function shouldNotify(
  saved: Partial<PatientSettings['notifications']> | null | undefined,
  category: NotificationTopic,
  channel: NotificationChannel,
): boolean {
  return { ...defaultNotifications, ...saved }[category][channel];
}

/**
 * The one notice text, in the patient's language: that something is new, never what. Email and texts are not
 * private, so no category, record, result or study is named; the brand and the link come from configuration.
 */
export function noticeText(
  language: Language,
  brandName: string,
  loginLink: string | undefined,
): { subject: string; body: string } {
  const text = catalogues[language].outgoing;
  // A brand may load from BRANDS_DIR at start: its name is a name in a message like any other (plainName).
  const brand = plainName(brandName);
  return {
    subject: interpolate(text.noticeSubject, { brand }),
    body: loginLink
      ? interpolate(text.notice, { brand, link: loginLink })
      : interpolate(text.noticeWithoutLink, { brand }),
  };
}
