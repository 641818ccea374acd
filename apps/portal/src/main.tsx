import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveBrand } from '@portal/brands';
import '@portal/ui/styles.css';
import '@portal/brands/brands.css';
import './styles.css';
import { analytics } from './lib/tracking';
import { initI18n } from './lib/i18n';
import { applyBrand, isFramed } from './app/environment';
import { App } from './app/app';
import { IframeBlocked } from './app/iframe-blocked';

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
  void analytics.init();
  root.render(
    <StrictMode>
      <App brand={brand} />
    </StrictMode>,
  );
}
