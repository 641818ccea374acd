import type { RouteObject } from 'react-router';
import { preloadable } from '../../app/preloadable';
import type { PermissionHandle } from '../../lib/permissions';
import { appsPaths } from './paths';

const AuthorizeScreen = preloadable(() => import('./screens/authorize-screen'));

/** Letting an app read the record is sharing it: the same permission as the ledger's. */
const reads: PermissionHandle = { permission: 'records:read' };

/**
 * The consent screen: signed in (the guard sends a signed-out patient through login and back), outside the app's
 * frame, as the onboarding steps are — the patient came from an app and goes back to it, so nothing else competes.
 */
export const appsRoutes: RouteObject[] = [
  { path: appsPaths.authorizePattern, element: <AuthorizeScreen />, handle: reads },
];
