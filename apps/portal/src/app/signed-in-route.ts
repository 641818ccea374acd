import { useMatches } from 'react-router';

/** The `handle` of the route that frames the signed-in app; the root layout shows the account menu inside it. */
export const signedInFrame = { frame: 'signed-in' } as const;

export function useInSignedInFrame(): boolean {
  return useMatches().some(
    (match) => (match.handle as typeof signedInFrame | undefined)?.frame === 'signed-in',
  );
}
