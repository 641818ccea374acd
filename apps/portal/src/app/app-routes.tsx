import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';

const RouteHandles = createContext<readonly unknown[] | undefined>(undefined);

/**
 * Renders `routes` at the current address (inside a <BrowserRouter> or <MemoryRouter>) and hands the route guard
 * and the frame the `handle` of every route matched. The declarative router costs the login page half the bytes
 * of the data router (createBrowserRouter), whose loaders and actions the portal does not use.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handles = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle),
    [routes, location],
  );
  return <RouteHandles.Provider value={handles}>{useRoutes(routes, location)}</RouteHandles.Provider>;
}

/** The `handle` of every route matched at the current address, outermost first. */
export function useRouteHandles(): readonly unknown[] {
  const handles = useContext(RouteHandles);
  // A guard that cannot see the routes' permissions must not let a page through as if it declared none
  if (!handles) throw new Error('useRouteHandles needs <AppRoutes> above it');
  return handles;
}
