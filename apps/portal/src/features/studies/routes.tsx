import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import type { PermissionHandle } from '../../lib/permissions';
import { studiesPaths } from './paths';

const StudiesScreen = preloadable(() => import('./screens/studies-screen'));
const StudyScreen = preloadable(() => import('./screens/study-screen'));
const ConsentScreen = preloadable(() => import('./screens/consent-screen'));
const StudyPrivacyScreen = preloadable(() => import('./screens/study-privacy-screen'));

/** The catalogue is matched against the patient's records, so every study screen reads health data. */
const reads: PermissionHandle = { permission: 'records:read' };

/** The study screens (absolute paths under /home), inside the signed-in frame. */
export const studiesRoutes: RouteObject[] = [
  { path: studiesPaths.list, element: <StudiesScreen />, handle: reads },
  { path: `${studiesPaths.list}/:studyId`, element: <StudyScreen />, handle: reads },
  { path: `${studiesPaths.list}/:studyId/consent`, element: <ConsentScreen />, handle: reads },
  { path: `${studiesPaths.list}/:studyId/privacy`, element: <StudyPrivacyScreen />, handle: reads },
];
