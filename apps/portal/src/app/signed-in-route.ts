import { useRouteHandles } from './app-routes';

/** The `handle` of the route that frames the signed-in app; the root layout shows the account menu inside it. */
export const signedInFrame = { frame: 'signed-in' } as const;

export function useInSignedInFrame(): boolean {
  return useRouteHandles().some(
    (handle) => (handle as typeof signedInFrame | undefined)?.frame === 'signed-in',
  );
}
