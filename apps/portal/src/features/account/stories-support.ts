import { defaultNotifications, type FeedbackItem, type PatientSettings } from '@portal/contract';

export const savedSettings: PatientSettings = {
  language: 'en',
  time_zone: 'America/Chicago',
  units: 'us',
  notifications: { ...defaultNotifications, lab_kits: { email: true, sms: true } },
};

export const sentFeedback: FeedbackItem[] = [
  {
    id: '7d1c0f5e-8a43-4d0e-9a55-0f0b6a1f3c01',
    category: 'problem',
    message: 'The trend chart is hard to read on my phone.',
    rating: 3,
    status: 'answered',
    reply: 'Thank you! A larger chart is on its way in the next update.',
    created_at: '2026-10-02T15:00:00.000Z',
    updated_at: '2026-10-05T15:00:00.000Z',
  },
  {
    id: '7d1c0f5e-8a43-4d0e-9a55-0f0b6a1f3c02',
    category: 'idea',
    message: 'Could I get a reminder before my lab kit expires?',
    rating: null,
    status: 'received',
    reply: null,
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
  },
];
