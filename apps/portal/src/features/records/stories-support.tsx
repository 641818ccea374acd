import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../testing/i18n';

export interface RecordsStoryRoute {
  /** The address the story opens, e.g. /home/timeline?type=encounter. */
  path: string;
  /** The route pattern, when it has parameters (e.g. /home/trends/:view). */
  pattern?: string;
}

/**
 * Runs a records screen as the app does: in a router at its address, with a fresh SWR cache (so every story
 * asks the network, mocked by MSW in `parameters.msw.handlers`) and the real translations in the toolbar's
 * language. Kept to this feature until the portal has a shared screen decorator.
 */
export const withRecordsScreen: Decorator = (Story, context) => {
  const locale = (context.globals as { locale?: 'en' | 'es' }).locale ?? 'en';
  const route = (context.parameters as { route?: RecordsStoryRoute }).route ?? { path: '/home' };
  return (
    <RecordsScreenHost key={`${context.id}-${locale}`} locale={locale} route={route} story={<Story />} />
  );
};

function RecordsScreenHost({
  locale,
  route,
  story,
}: {
  locale: 'en' | 'es';
  route: RecordsStoryRoute;
  story: React.ReactNode;
}) {
  const i18n = useMemo(() => createTestI18n(locale), [locale]);
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: route.pattern ?? route.path.split('?')[0], element: story }], {
        initialEntries: [route.path],
      }),
    // The story element is new on every render; the router is made once per story and language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route.path, route.pattern],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <main>
          <RouterProvider router={router} />
        </main>
      </SWRConfig>
    </I18nextProvider>
  );
}
