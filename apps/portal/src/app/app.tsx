import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Brand } from '@portal/brands';
import { Spinner } from '@portal/ui';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';
import { useRouteTable } from './route-table';

export function App({
  brand,
  router: Router = BrowserRouter,
}: {
  brand: Brand;
  /** The build's prerender of the login page renders it at a fixed location instead of the browser's. */
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    // Until the translations arrive there is no text to show in the patient's language: a bare spinner, out of
    // the page's flow so the page replacing it shifts nothing (CLS 0)
    <Suspense fallback={<Spinner decorative size="lg" className="fixed inset-x-0 top-24 mx-auto block" />}>
      <AppProviders brand={brand}>
        <Router>
          <AppRoutes routes={useRouteTable()} />
        </Router>
      </AppProviders>
    </Suspense>
  );
}
