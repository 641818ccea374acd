import {
  defaultNotifications,
  type NotificationChannel,
  type NotificationTopic,
  type PatientSettings,
} from '@portal/contract';

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
