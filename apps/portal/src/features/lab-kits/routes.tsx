import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import type { PermissionHandle } from '../../lib/permissions';
import { labKitsPaths } from './paths';

const LabKitsScreen = preloadable(() => import('./screens/lab-kits-screen'));
const OrderScreen = preloadable(() => import('./screens/order-screen'));
const OrderPlacedScreen = preloadable(() => import('./screens/order-placed-screen'));
const TrackingScreen = preloadable(() => import('./screens/tracking-screen'));

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
