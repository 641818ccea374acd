import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountPaths } from './paths';

const AccountScreen = lazy(() => import('./screens/account-screen'));
const SettingsScreen = lazy(() => import('./screens/settings-screen'));
const FeedbackScreen = lazy(() => import('./screens/feedback-screen'));
const NewFeedbackScreen = lazy(() => import('./screens/new-feedback-screen'));
const AboutScreen = lazy(() => import('./screens/about-screen'));
const SecurityScreen = lazy(() => import('./screens/security-screen'));
const ChangePasswordScreen = lazy(() => import('./screens/change-password-screen'));

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
