import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import type { PermissionHandle } from '../../lib/permissions';
import { insightsPaths } from './paths';

const InsightsTabScreen = preloadable(() => import('./screens/insights-tab-screen'));
const ScreeningDetailScreen = preloadable(() => import('./screens/screening-detail-screen'));

/** Insights are read from the patient's health records. */
const reads: PermissionHandle = { permission: 'records:read' };

/** The insights screens (absolute paths under /home), inside the signed-in frame. */
export const insightsRoutes: RouteObject[] = [
  { path: insightsPaths.care, element: <InsightsTabScreen tab="care" />, handle: reads },
  { path: insightsPaths.screenings, element: <InsightsTabScreen tab="screenings" />, handle: reads },
  { path: `${insightsPaths.screenings}/:insightId`, element: <ScreeningDetailScreen />, handle: reads },
];
