import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import { accountPaths } from './paths';

const AccountScreen = preloadable(() => import('./screens/account-screen'));
const SettingsScreen = preloadable(() => import('./screens/settings-screen'));
const FeedbackScreen = preloadable(() => import('./screens/feedback-screen'));
const NewFeedbackScreen = preloadable(() => import('./screens/new-feedback-screen'));
const AboutScreen = preloadable(() => import('./screens/about-screen'));
const SecurityScreen = preloadable(() => import('./screens/security-screen'));
const ChangePasswordScreen = preloadable(() => import('./screens/change-password-screen'));

/** The account area's own pages (absolute paths under /profile), inside the signed-in frame. */
export const accountRoutes: RouteObject[] = [
  { path: accountPaths.index, element: <AccountScreen /> },
  { path: accountPaths.settings, element: <SettingsScreen /> },
  { path: accountPaths.feedback, element: <FeedbackScreen /> },
  { path: accountPaths.newFeedback, element: <NewFeedbackScreen /> },
  { path: accountPaths.about, element: <AboutScreen /> },
  { path: accountPaths.security, element: <SecurityScreen /> },
  { path: accountPaths.password, element: <ChangePasswordScreen /> },
];
