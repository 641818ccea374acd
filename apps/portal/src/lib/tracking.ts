import { env } from '../config/env';
import { createAnalytics } from './analytics';

const provider = createAnalytics({ token: env.VITE_MIXPANEL_TOKEN });

/**
 * The app's one analytics instance; off (nothing loaded, nothing sent) without VITE_MIXPANEL_TOKEN. Its `track`
 * is the filtering one: every event the app sends drops the deny-listed keys first, so no screen can pass a
 * personal field along by accident [ANLY-4].
 */
export const analytics = { init: provider.init, track: provider.trackFiltered };
