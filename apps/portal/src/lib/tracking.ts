import { resolveBrand } from '@portal/brands';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { services } from '../config/services';
import { createAnalytics } from './analytics';

const provider = createAnalytics({
  token: services.mixpanelToken,
  apiHost: services.mixpanelApiHost,
  brand: resolveBrand(window.location.hostname).id,
});

/**
 * The app's one analytics instance; off (nothing loaded, nothing sent) without the brand's Mixpanel token. Its `track`
 * is the filtering one: every event the app sends drops the deny-listed keys first, so no screen can pass a
 * personal field along by accident [ANLY-4].
 */
export const analytics = { init: provider.init, page: provider.page, track: provider.trackFiltered };

/**
 * Tells analytics every address the app shows, in the commit that draws its page: the recorder stops before a
 * secret-bearing page is painted, and starts again after it.
 */
export function useAnalyticsPage() {
  const location = useLocation();
  // the browser's address, as the recorder reads it (a page may have just taken its secret out of it)
  useLayoutEffect(() => analytics.page(window.location.href), [location]);
}
