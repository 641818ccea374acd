import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { decideNavigation, type DocumentNavigationType } from '../lib/navigation';
import { hasValidAccessToken } from '../lib/session';
import { endSession } from '../lib/api';

function documentNavigationType(): DocumentNavigationType {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return (entry?.type as DocumentNavigationType | undefined) ?? 'navigate';
}

/** Applies the route guard rule (lib/navigation) to every route change and to leaving the page. */
export function RouteGuard({
  children,
  onLogout = endSession,
}: {
  children: ReactNode;
  onLogout?: typeof endSession;
}) {
  const location = useLocation();
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
      // [GUARD-2] the wording is the spec's; no path or personal data goes with it
      if (decision.reason === 'invalid-navigation') console.warn('Invalid navigation attempt');
      onLogout();
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
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [onLogout]);

  return decision.action === 'allow' ? children : null;
}
