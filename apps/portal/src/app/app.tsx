import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Brand } from '@portal/brands';
import { Spinner } from '@portal/ui';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ brand }: { brand: Brand }) {
  return (
    // Until the translations arrive there is no text to show in the patient's language: a bare spinner
    <Suspense fallback={<Spinner decorative size="lg" className="m-auto mt-24 block" />}>
      <AppProviders brand={brand}>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  );
}
