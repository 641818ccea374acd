import { resolveBrand } from '@portal/brands';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { services } from '../config/services';
import type { Analytics, AnalyticsProperties } from './analytics';

/**
 * The app's one analytics instance, with its deny-list and address cleaning (./analytics): loaded when the app
 * starts it (after the first paint, src/main.tsx) or at the first event, never with the login page. Off (no SDK
 * loaded, nothing sent) without the brand's Mixpanel token.
 */
let loading: Promise<Analytics> | undefined;
let loaded: Analytics | undefined;
const provider = () =>
  (loading ??= import('./analytics').then(({ createAnalytics }) => {
    loaded = createAnalytics({
      token: services.mixpanelToken,
      apiHost: services.mixpanelApiHost,
      brand: resolveBrand(window.location.hostname).id,
    });
    return loaded;
  }));

/**
 * Its `track` is the filtering one: every event the app sends drops the deny-listed keys first, so no screen can
 * pass a personal field along by accident [ANLY-4]. Before `init` an address shown is nothing to tell (analytics
 * reads the address it starts on itself), so `page` needs nothing loaded.
 */
export const analytics = {
  // analytics whose code could not be fetched is off, as without a token
  init: () =>
    provider().then(
      (instance) => instance.init(),
      () => undefined,
    ),
  page: (href: string) => loaded?.page(href),
  track: (name: string, properties?: AnalyticsProperties) =>
    void provider().then(
      (instance) => instance.trackFiltered(name, properties),
      () => undefined,
    ),
};

/**
 * Tells analytics every address the app shows, in the commit that draws its page: the recorder stops before a
 * secret-bearing page is painted, and starts again after it.
 */
export function useAnalyticsPage() {
  const location = useLocation();
  // the browser's address, as the recorder reads it (a page may have just taken its secret out of it)
  useLayoutEffect(() => analytics.page(window.location.href), [location]);
}
