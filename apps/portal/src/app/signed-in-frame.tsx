import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { BottomBar } from './navigation/bottom-bar';
import { SideNav } from './navigation/side-nav';
import { PageLoading } from './page-loading';

/** The `handle` of the route that frames the signed-in app; the root layout shows the account menu inside it. */
export const signedInFrame = { frame: 'signed-in' } as const;

export function useInSignedInFrame(): boolean {
  return useMatches().some(
    (match) => (match.handle as typeof signedInFrame | undefined)?.frame === 'signed-in',
  );
}

/**
 * The signed-in app (/home…, /profile…): its navigation beside the page on wide screens, along the bottom on
 * phones (the root layout leaves room for it below the footer).
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
