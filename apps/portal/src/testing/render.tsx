import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createTestI18n } from './i18n';
import { ScreenProviders } from './screen-providers';

/** Renders `element` at `path` in a router, inside the screen providers and the real translations. */
export function renderScreen(
  element: ReactNode,
  {
    path = '/home',
    routePath = path,
    language = 'en' as 'en' | 'es',
    routes,
  }: { path?: string; routePath?: string; language?: 'en' | 'es'; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: routePath, element }], { initialEntries: [path] });
  const result = render(
    <ScreenProviders i18n={createTestI18n(language)}>
      <RouterProvider router={router} />
    </ScreenProviders>,
  );
  return { ...result, router };
}

/**
 * Opens `path` among a feature's own routes (absolute paths under /home), so the links between its screens are
 * the real ones; the screens load on demand, as in the app.
 */
export function renderHomeRoutes(routes: RouteObject[], path: string, language: 'en' | 'es' = 'en') {
  return renderScreen(null, {
    path,
    language,
    routes: [
      {
        path: '/home',
        element: (
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        ),
        children: routes,
      },
    ],
  });
}
