import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isPublicPath } from '../config/paths';
import { decideNavigation, type DocumentNavigationType } from '../lib/navigation';
import { hasValidAccessToken, storageKeys } from '../lib/session';
import { endSession } from '../lib/api';
import { mayOpenRoute } from '../lib/permissions';
import { useRouteHandles } from './app-routes';
import { NotFoundScreen } from './not-found';

function documentNavigationType(): DocumentNavigationType {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return (entry?.type as DocumentNavigationType | undefined) ?? 'navigate';
}

/**
 * Applies the route guard rule (lib/navigation) to every route change and to leaving the page, then the
 * permission a route declares in its `handle` (spec section 6). A refused route reads as one that does not
 * exist, so a refusal tells nobody what is behind it.
 */
export function RouteGuard({
  children,
  onLogout = endSession,
  refused = <NotFoundScreen />,
}: {
  children: ReactNode;
  onLogout?: typeof endSession;
  refused?: ReactNode;
}) {
  const location = useLocation();
  const permitted = mayOpenRoute(useRouteHandles());
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const visited = useRef<string[]>([]);

  const decision = decideNavigation({
    from: previous.current,
    to: location.pathname,
    hasValidToken: hasValidAccessToken(),
    navigationType: previous.current === null ? documentNavigationType() : navigationType,
    visited: visited.current,
  });

  useLayoutEffect(() => {
    if (decision.action === 'logout') {
      if (decision.reason === 'invalid-navigation') {
        // [GUARD-2] the wording is the spec's; no path or personal data goes with it
        console.warn('Invalid navigation attempt');
        onLogout({ reason: 'protected' });
      } else {
        // signed out on a page of the app (a deep link, a bookmark): open it again after login
        onLogout({ next: `${location.pathname}${location.search}${location.hash}` });
      }
      return;
    }
    previous.current = location.pathname;
    if (!visited.current.includes(location.pathname)) visited.current.push(location.pathname);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged once per navigation (a new location object)
  }, [location]);

  useEffect(() => {
    // [GUARD-4] leaving the page (tab closed, navigating away) on a protected page
    const onPageHide = () => {
      const leave = decideNavigation({
        from: previous.current,
        to: null,
        hasValidToken: hasValidAccessToken(),
        navigationType: documentNavigationType(),
      });
      if (leave.action === 'logout') onLogout({ redirect: false });
    };
    // Logging out in one tab wipes the tokens every tab shares: the others end there too, and say why
    const onStorage = (event: StorageEvent) => {
      const tokensTouched = event.key === null || event.key === storageKeys.accessToken;
      const onProtected = previous.current !== null && !isPublicPath(previous.current);
      if (tokensTouched && onProtected && !hasValidAccessToken()) onLogout({ reason: 'other-tab' });
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('storage', onStorage);
    };
  }, [onLogout]);

  if (decision.action !== 'allow') return null;
  return permitted ? children : refused;
}
