import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountPaths } from './paths';

const AccountScreen = lazy(() => import('./screens/account-screen'));

/** The account area's own pages (absolute paths under /profile), inside the signed-in frame. */
export const accountRoutes: RouteObject[] = [{ path: accountPaths.index, element: <AccountScreen /> }];
