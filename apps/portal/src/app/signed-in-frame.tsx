import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ReadingAsBanner } from '../features/sharing/components/care-switch';
import { readAs, useReadingAs } from '../lib/reading-as';
import { BottomBar } from './navigation/bottom-bar';
import { currentDestination } from './navigation/current-destination';
import { caredForDestinations } from './navigation/destinations';
import { SideNav } from './navigation/side-nav';
import { PageLoading } from './page-loading';

/**
 * [SHARE-2] Someone cared for is shown only on their records tabs: any other page (Home, Account, Sharing…) is
 * the account's own, so going there returns to one's own records rather than mixing two people on one screen.
 */
function useLeaveCareOffTheirTabs() {
  const { pathname } = useLocation();
  const readingForSomeone = useReadingAs() !== null;
  // Only on arriving somewhere: a person chosen from the Sharing page opens their tabs a moment later.
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    const arrived = arrivedAt.current !== pathname;
    arrivedAt.current = pathname;
    if (arrived && readingForSomeone && !currentDestination(pathname, caredForDestinations)) readAs(null);
  }, [pathname, readingForSomeone]);
}

/**
 * The signed-in app (/home…, /profile…): its navigation beside the page on wide screens, along the bottom on
 * phones (the root layout leaves room for it below the footer). Loaded with the first signed-in page: the
 * login page does without it (the phone's "More" sheet brings a dialog with it).
 * Whose records are read is said above every page.
 */
export function SignedInFrame() {
  useLeaveCareOffTheirTabs();
  return (
    <div className="flex gap-8">
      <SideNav className="hidden w-56 shrink-0 md:block" />
      <div className="min-w-0 flex-1">
        <ReadingAsBanner />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <BottomBar className="md:hidden" />
    </div>
  );
}
