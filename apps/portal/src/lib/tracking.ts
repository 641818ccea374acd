import { env } from '../config/env';
import { createAnalytics } from './analytics';

/** The app's one analytics instance; off (nothing loaded, nothing sent) without VITE_MIXPANEL_TOKEN. */
export const analytics = createAnalytics({ token: env.VITE_MIXPANEL_TOKEN });
