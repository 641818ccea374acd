import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The portal is the page: it takes the package's opt-in reset and page-wide rules
import '@portal/ui/reset.css';
import '@portal/ui/styles.css';
import '@portal/brands/brands.css';
import './styles.css';
import { analytics } from './lib/tracking';
import { currentLanguage, initI18n } from './lib/i18n';
import { hasValidAccessToken } from './lib/session';
import { takesOverPrerendered } from './prerender/take-over';
import { applyBrand, isFramed, pageBrand } from './app/environment';
import { preloadApiClient } from './lib/api';
import { App } from './app/app';
import { loadRoutes, preloadFirstPage } from './app/route-table';
import { IframeBlocked } from './app/iframe-blocked';

/** Runs `task` once the browser is idle after painting (or soon, where requestIdleCallback is missing). */
function afterFirstPaint(task: () => void) {
  requestAnimationFrame(() =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200),
  );
}

const brand = pageBrand();
const container = document.getElementById('root') as HTMLElement;
/**
 * The server may send the login page already rendered in a language (src/prerender). It is on screen but inert
 * (nothing in it can be typed into, pressed or submitted) until the app has taken it over.
 */
const prerendered = container.dataset.prerendered;
const prerenderedBrand = document.documentElement.dataset.brand;
const live = () => container.removeAttribute('inert');
/** The prerendered page becomes live once React has taken it over: its effects run after the whole tree's. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(live, []);
  return children;
}
/**
 * The app rendered afresh, in place of whatever the server sent. React swaps it out at its first commit, so no
 * empty page (no heading, no main landmark) shows in between.
 */
const renderAfresh = (node: ReactNode) => createRoot(container).render(<TakenOver>{node}</TakenOver>);
applyBrand(brand);
const translated = initI18n();

if (isFramed()) {
  // [IFRAME-1] nothing else runs: no session, no analytics, no chat
  renderAfresh(
    <Suspense fallback={null}>
      <IframeBlocked />
    </Suspense>,
  );
} else {
  // After the first paint, never before it: the analytics SDK (when configured), the HTTP client and the pages
  // after the login page
  afterFirstPaint(() => {
    void analytics.init();
    preloadApiClient();
    loadRoutes().catch(() => undefined);
  });
  const app = (
    <StrictMode>
      <App brand={brand} />
    </StrictMode>
  );
  // Rendered before its translations and its first page's code have arrived, the app would show a spinner, then
  // reveal the page no sooner than React's 300 ms throttle allows (src/app/preloadable.ts). A prerendered login
  // page stays on screen meanwhile; then the app takes it over in place, or renders afresh.
  void Promise.all([translated, preloadFirstPage(window.location.pathname)])
    .catch(() => undefined)
    .then(() => {
      if (!prerendered) return createRoot(container).render(app);
      const takeOver = takesOverPrerendered({
        prerendered,
        prerenderedBrand,
        pathname: window.location.pathname,
        language: currentLanguage(),
        brand: brand.id,
        signedIn: hasValidAccessToken(),
      });
      if (takeOver) hydrateRoot(container, <TakenOver>{app}</TakenOver>);
      else renderAfresh(app);
    });
}
