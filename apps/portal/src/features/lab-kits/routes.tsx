import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { PermissionHandle } from '../../lib/permissions';
import { labKitsPaths } from './paths';

const LabKitsScreen = lazy(() => import('./screens/lab-kits-screen'));
const OrderScreen = lazy(() => import('./screens/order-screen'));
const OrderPlacedScreen = lazy(() => import('./screens/order-placed-screen'));
const TrackingScreen = lazy(() => import('./screens/tracking-screen'));

/** What the route guard checks: ordering is the patient's right to order; the rest reads their health data. */
const orders: PermissionHandle = { permission: 'labkit:order' };
const reads: PermissionHandle = { permission: 'records:read' };

/**
 * The lab kit screens (absolute paths under /home), inside the signed-in frame. Each order step is `order/<step>`;
 * the static `order` outranks `:orderId`.
 */
export const labKitsRoutes: RouteObject[] = [
  { path: labKitsPaths.list, element: <LabKitsScreen />, handle: reads },
  { path: `${labKitsPaths.order}/:step?`, element: <OrderScreen />, handle: orders },
  { path: `${labKitsPaths.order}/placed/:orderId`, element: <OrderPlacedScreen />, handle: orders },
  { path: `${labKitsPaths.list}/:orderId`, element: <TrackingScreen />, handle: reads },
];
