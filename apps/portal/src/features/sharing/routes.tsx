import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import type { PermissionHandle } from '../../lib/permissions';
import { sharingPaths } from './paths';

const SharingScreen = preloadable(() => import('./screens/sharing-screen'));
const NewShareScreen = preloadable(() => import('./screens/new-share-screen'));
const GrantScreen = preloadable(() => import('./screens/grant-screen'));
const InviteScreen = preloadable(() => import('./screens/invite-screen'));
const AcceptScreen = preloadable(() => import('./screens/accept-screen'));
const SharedViewScreen = preloadable(() => import('./screens/shared-view-screen'));

/** The ledger shows who reads the patient's health data: the same permission as reading it. */
const reads: PermissionHandle = { permission: 'records:read' };

/** The patient's sharing screens (absolute paths under /home), inside the signed-in frame. */
export const sharingRoutes: RouteObject[] = [
  { path: sharingPaths.list, element: <SharingScreen />, handle: reads },
  { path: sharingPaths.create, element: <NewShareScreen />, handle: reads },
  { path: sharingPaths.invite, element: <InviteScreen />, handle: reads },
  { path: sharingPaths.accept, element: <AcceptScreen />, handle: reads },
  { path: `${sharingPaths.list}/:grantId`, element: <GrantScreen />, handle: reads },
];

/** A share link's recipient view: public, outside the signed-in frame. */
export const sharedViewRoutes: RouteObject[] = [{ path: sharingPaths.shared, element: <SharedViewScreen /> }];
