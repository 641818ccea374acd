import { z } from 'zod';
import { LANGUAGES } from './auth-rules.js';
import { isTimeZone } from './time-zones.js';
import { UNIT_SYSTEMS } from './unit-systems.js';

/** What a patient may be told about, by email and by text message (security notices are always sent). */
export const NOTIFICATION_TOPICS = ['records', 'care_reminders', 'lab_kits', 'studies'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelChoices = z.strictObject({ email: z.boolean(), sms: z.boolean() });

/** GET and PUT /v1/patient/settings: the whole set, so a save is one idempotent replace. */
export const patientSettings = z.strictObject({
  language: z.enum(LANGUAGES, { message: 'language_invalid' }),
  time_zone: z.string().trim().max(64).refine(isTimeZone, { message: 'time_zone_invalid' }),
  /** The units weights, heights and temperatures are shown in; before the patient chooses, their brand's. */
  units: z.enum(UNIT_SYSTEMS, { message: 'units_invalid' }),
  notifications: z.strictObject({
    records: channelChoices,
    care_reminders: channelChoices,
    lab_kits: channelChoices,
    studies: channelChoices,
  }),
});
export type PatientSettings = z.infer<typeof patientSettings>;

/**
 * Before a patient saves any: their sign-up language, US Eastern time (DEFAULT_TIME_ZONE), their brand's units for
 * that language (`defaultUnitSystem`), email on and texts off.
 */
export const defaultNotifications: PatientSettings['notifications'] = {
  records: { email: true, sms: false },
  care_reminders: { email: true, sms: false },
  lab_kits: { email: true, sms: false },
  studies: { email: true, sms: false },
};

export const FEEDBACK_CATEGORIES = ['idea', 'problem', 'praise', 'other'] as const;
/** received → in_review → answered or closed; the team moves it, the patient sees where it is. */
export const FEEDBACK_STATUSES = ['received', 'in_review', 'answered', 'closed'] as const;
export const FEEDBACK_MESSAGE_MAX = 2000;

/** POST /v1/patient/feedback */
export const sendFeedbackRequest = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, { message: 'feedback_category_invalid' }),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(FEEDBACK_MESSAGE_MAX, { message: 'too_long' }),
  rating: z.number().int().min(1).max(5).nullable().default(null),
});
export type SendFeedbackRequest = z.input<typeof sendFeedbackRequest>;

export const feedbackItem = z.object({
  id: z.uuid(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  rating: z.number().int().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  /** The team's answer, once there is one. */
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** GET /v1/patient/feedback: newest first. */
export const feedbackList = z.object({ feedback: z.array(feedbackItem) });
export type FeedbackList = z.infer<typeof feedbackList>;
