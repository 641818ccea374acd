import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page the patient moves to starts at its top, as a page the browser loads would: the window scrolls up (a
 * "Continue" at the foot of a long page otherwise lands mid-way down the next one), and when the control that
 * moved them went with the old page, focus goes to the page's main region, so Tab continues from the new
 * page's start and a screen reader hears where they are. Chrome otherwise tabs on from where the removed control
 * stood, often the footer. Focus a screen puts somewhere itself (a code field) is kept; Back and Forward keep
 * the scroll the browser restores.
 */
export function useStartAtTop(mainId = 'main') {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected)
      document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, navigationType, mainId]);
}
