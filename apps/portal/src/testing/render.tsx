import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
