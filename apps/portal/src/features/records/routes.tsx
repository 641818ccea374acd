import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { PermissionHandle } from '../../lib/permissions';
import { preloadable } from '../../app/preloadable';
import { recordsPaths } from './paths';

/** Home and every records page sit in this layout. */
const RecordsLayout = preloadable(() => import('./screens/records-layout'));
const MyHealthScreen = preloadable(() => import('./screens/my-health-screen'));
const CategoryScreen = preloadable(() => import('./screens/category-screen'));
const MedicationsScreen = preloadable(() => import('./screens/medications-screen'));
const TimelineScreen = preloadable(() => import('./screens/timeline-screen'));
const VitalsScreen = preloadable(() =>
  import('./screens/observations-screen').then((m) => ({ default: m.VitalsScreen })),
);
const LabsScreen = preloadable(() =>
  import('./screens/observations-screen').then((m) => ({ default: m.LabsScreen })),
);
const TrendsScreen = preloadable(() => import('./screens/trends-screen'));
const HealthRecordScreen = preloadable(() => import('./screens/health-record-screen'));

const relative = (path: string) => path.slice(paths.home.length + 1);

/** The permission the route guard checks before a records tab shows the patient's health data. */
const readsRecords: PermissionHandle = { permission: 'records:read' };

/** The records tabs, as children of /home (paths relative to it). */
export const recordsRoutes: RouteObject[] = (
  [
    { path: relative(recordsPaths.myHealth), element: <MyHealthScreen /> },
    { path: `${relative(recordsPaths.myHealth)}/:category`, element: <CategoryScreen /> },
    { path: relative(recordsPaths.medications), element: <MedicationsScreen /> },
    { path: relative(recordsPaths.timeline), element: <TimelineScreen /> },
    { path: relative(recordsPaths.vitals), element: <VitalsScreen /> },
    { path: relative(recordsPaths.labs), element: <LabsScreen /> },
    { path: relative(recordsPaths.trends), element: <TrendsScreen /> },
    { path: `${relative(recordsPaths.trends)}/:view`, element: <TrendsScreen /> },
    { path: relative(recordsPaths.healthRecord), element: <HealthRecordScreen /> },
  ] satisfies RouteObject[]
).map((route) => ({ ...route, handle: readsRecords }));

/**
 * /home with the records' retrieval status above it: the Home tab's own screen is the index, the records pages
 * its siblings. The app's route table registers this one object inside the signed-in frame.
 */
export function homeRoute(home: ReactNode): RouteObject {
  return {
    path: paths.home,
    element: <RecordsLayout />,
    children: [{ index: true, element: home }, ...recordsRoutes],
  };
}
