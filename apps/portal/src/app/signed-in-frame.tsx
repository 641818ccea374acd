import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomBar } from './navigation/bottom-bar';
import { SideNav } from './navigation/side-nav';
import { PageLoading } from './page-loading';

/**
 * The signed-in app (/home…, /profile…): its navigation beside the page on wide screens, along the bottom on
 * phones (the root layout leaves room for it below the footer). Loaded with the first signed-in page: the
 * login page does without it (the phone's "More" sheet brings a dialog with it).
 */
export function SignedInFrame() {
  return (
    <div className="flex gap-8">
      <SideNav className="hidden w-56 shrink-0 md:block" />
      <div className="min-w-0 flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <BottomBar className="md:hidden" />
    </div>
  );
}
