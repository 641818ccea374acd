import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { preloadApiClient } from '../lib/api';
import { hasValidAccessToken } from '../lib/session';
import { LoginScreen } from '../features/auth/screens/login-screen';
import { accountRoutes } from '../features/account/routes';
import { insightsRoutes } from '../features/insights/routes';
import { labKitsRoutes } from '../features/lab-kits/routes';
import { identityAccountRoutes, onboardingRoutes } from '../features/onboarding/routes';
import { profileRoutes } from '../features/profile/routes';
import { homeRoute, RecordsLayout } from '../features/records/routes';
import { sharedViewRoutes, sharingRoutes } from '../features/sharing/routes';
import { studiesRoutes } from '../features/studies/routes';
import { NotFoundScreen } from './not-found';
import { preloadable } from './preloadable';
import { CareSwitch, RootLayout } from './root-layout';
import { signedInFrame } from './signed-in-route';

/** Everything but the login page loads on demand, so the first page a patient sees stays small. */
const MfaChooseScreen = lazy(() => import('../features/auth/screens/mfa-choose-screen'));
const MfaConfirmScreen = lazy(() => import('../features/auth/screens/mfa-confirm-screen'));
const SignupScreen = lazy(() => import('../features/auth/screens/signup-screen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/screens/reset-password-screen'));
const PoliciesScreen = lazy(() => import('../features/policies/screens/policies-screen'));
const PolicyScreen = lazy(() => import('../features/policies/screens/policy-screen'));
const AboutScreen = lazy(() => import('../features/account/screens/about-screen'));
const HomeScreen = preloadable(() => import('../features/home/screens/home-screen'));
const SupportScreen = lazy(() => import('../features/support/screens/support-screen'));
const SignedInFrame = preloadable(() =>
  import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })),
);

/**
 * A patient with a session opens a page inside the frame, most often Home: its code, and the HTTP client its
 * first reads need, are fetched beside the translations, not one lazy chunk after another once each has
 * rendered. The app's first render waits for that code (src/main.tsx), so the page appears whole and sends its
 * reads at once. A failed fetch is the page's to report.
 */
function preloadFirstPage(): Promise<unknown> {
  if (!hasValidAccessToken()) return Promise.resolve();
  preloadApiClient();
  const code = [SignedInFrame.preload(), CareSwitch.preload()];
  if (window.location.pathname === paths.home) code.push(RecordsLayout.preload(), HomeScreen.preload());
  return Promise.all(code).catch(() => undefined);
}
export const firstPageCode = preloadFirstPage();

function StartRedirect() {
  return <Navigate to={hasValidAccessToken() ? paths.home : paths.login} replace />;
}

/** Spec section 2 [ROUTE-1] [ROUTE-2]. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root, element: <StartRedirect /> },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.mfaChoose, element: <MfaChooseScreen /> },
      { path: paths.mfaConfirm, element: <MfaConfirmScreen /> },
      { path: paths.signup, element: <SignupScreen /> },
      { path: paths.resetPassword, element: <ResetPasswordScreen /> },
      { path: paths.policies, element: <PoliciesScreen /> },
      { path: `${paths.policies}/:policyId`, element: <PolicyScreen /> },
      { path: paths.about, element: <AboutScreen /> },
      ...onboardingRoutes,
      ...sharedViewRoutes,
      {
        // The signed-in app: a feature adds its routes (absolute paths under /home or /profile) here.
        element: <SignedInFrame />,
        handle: signedInFrame,
        children: [
          homeRoute(<HomeScreen />),
          ...accountRoutes,
          ...identityAccountRoutes,
          ...labKitsRoutes,
          ...sharingRoutes,
          ...insightsRoutes,
          ...studiesRoutes,
          ...profileRoutes,
          { path: paths.support, element: <SupportScreen chat={Boolean(env.VITE_CHAT_APP_ID)} /> },
        ],
      },
      { path: paths.chat, element: <SupportScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
