import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router';
import { isPublicPath, normalisePath, paths } from '../config/paths';
import { preloadApiClient } from '../lib/api';
import { hasValidAccessToken } from '../lib/session';
import { LoginScreen } from '../features/auth/screens/login-screen';
import { preloadable, preloadRoute } from './preloadable';
import { RootLayout, SignedInHeader } from './root-layout';

let allRoutes: RouteObject[] | undefined;
let loading: Promise<RouteObject[]> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the route table of every page but the login page (src/app/routes.tsx: with it, every feature's paths
 * and the map of which chunks each lazy page needs), once; the app routes by it from then on.
 */
export function loadRoutes(): Promise<RouteObject[]> {
  loading ??= import('./routes').then(
    ({ routes }) => {
      allRoutes = routes;
      for (const listener of listeners) listener();
      return routes;
    },
    (error: unknown) => {
      // a lost connection must not keep the next navigation from trying again
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Any other page, while the whole table is on its way: the layout's loading page stands in (it suspends). */
const OtherPage = preloadable(() => loadRoutes().then(() => ({ default: () => null })));

/**
 * The table the app starts with on the login page: the same layout and screen as in the whole table (so the
 * page keeps its state when the whole table takes over), and a stand-in for every other address.
 */
const loginRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.login, element: <LoginScreen /> },
      { path: '*', element: <OtherPage /> },
    ],
  },
];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentTable = () => allRoutes ?? loginRoutes;

/** The route table to render: the whole one once it has arrived, the login page's until then. */
export function useRouteTable(): RouteObject[] {
  return useSyncExternalStore(subscribe, currentTable, currentTable);
}

/**
 * The page a visit opens, at every level (frame, layout, page), and for a signed-in visit the header's care switch,
 * account menu and the HTTP client its first reads need: fetched beside the translations, not one lazy chunk after another
 * once each has rendered. The app's first render waits for it (src/main.tsx), so the page appears whole and sends
 * its reads at once. A signed-in page opened without a session is not waited for: the guard sends it to log in.
 * The login page is here already; the rest of the table loads after its first paint (src/main.tsx).
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const signedIn = hasValidAccessToken();
  if (!signedIn && !isPublicPath(pathname)) return Promise.resolve();
  if (signedIn) preloadApiClient();
  const page =
    normalisePath(pathname) === paths.login
      ? undefined
      : loadRoutes().then((routes) => preloadRoute(routes, pathname));
  return Promise.all([page, signedIn && SignedInHeader.preload()]);
}
