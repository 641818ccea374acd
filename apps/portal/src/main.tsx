import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveBrand } from '@portal/brands';
import '@portal/ui/styles.css';
import '@portal/brands/brands.css';
import './styles.css';
import { analytics } from './lib/tracking';
import { initI18n } from './lib/i18n';
import { applyBrand, isFramed } from './app/environment';
import { preloadApiClient } from './lib/api';
import { App } from './app/app';
import { IframeBlocked } from './app/iframe-blocked';

/** Runs `task` once the browser is idle after painting (or soon, where requestIdleCallback is missing). */
function afterFirstPaint(task: () => void) {
  requestAnimationFrame(() =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200),
  );
}

const brand = resolveBrand(window.location.hostname);
applyBrand(brand);
void initI18n();
const root = createRoot(document.getElementById('root') as HTMLElement);

if (isFramed()) {
  // [IFRAME-1] nothing else runs: no session, no analytics, no chat
  root.render(
    <Suspense fallback={null}>
      <IframeBlocked />
    </Suspense>,
  );
} else {
  // After the first paint, never before it: the analytics SDK (when configured) and the HTTP client
  afterFirstPaint(() => {
    void analytics.init();
    preloadApiClient();
  });
  root.render(
    <StrictMode>
      <App brand={brand} />
    </StrictMode>,
  );
}
