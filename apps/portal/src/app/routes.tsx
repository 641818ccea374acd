import { Navigate, type RouteObject } from 'react-router';
import { services } from '../config/services';
import { isPublicPath, paths } from '../config/paths';
import { preloadApiClient } from '../lib/api';
import { hasValidAccessToken } from '../lib/session';
import { LoginScreen } from '../features/auth/screens/login-screen';
import { accountRoutes } from '../features/account/routes';
import { appsRoutes } from '../features/apps/routes';
import { insightsRoutes } from '../features/insights/routes';
import { labKitsRoutes } from '../features/lab-kits/routes';
import { identityAccountRoutes, onboardingRoutes } from '../features/onboarding/routes';
import { profileRoutes } from '../features/profile/routes';
import { homeRoute } from '../features/records/routes';
import { sharedViewRoutes, sharingRoutes } from '../features/sharing/routes';
import { studiesRoutes } from '../features/studies/routes';
import { NotFoundScreen } from './not-found';
import { preloadable, preloadRoute } from './preloadable';
import { CareSwitch, RootLayout } from './root-layout';
import { signedInFrame } from './signed-in-route';

/** Everything but the login page loads on demand, so the first page a patient sees stays small. */
const MfaChooseScreen = preloadable(() => import('../features/auth/screens/mfa-choose-screen'));
const MfaConfirmScreen = preloadable(() => import('../features/auth/screens/mfa-confirm-screen'));
const SignupScreen = preloadable(() => import('../features/auth/screens/signup-screen'));
const ResetPasswordScreen = preloadable(() => import('../features/auth/screens/reset-password-screen'));
const NotMeScreen = preloadable(() => import('../features/auth/screens/not-me-screen'));
const PoliciesScreen = preloadable(() => import('../features/policies/screens/policies-screen'));
const PolicyScreen = preloadable(() => import('../features/policies/screens/policy-screen'));
const AboutScreen = preloadable(() => import('../features/account/screens/about-screen'));
const HomeScreen = preloadable(() => import('../features/home/screens/home-screen'));
const SupportScreen = preloadable(() => import('../features/support/screens/support-screen'));
const SignedInFrame = preloadable(() =>
  import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })),
);

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
      { path: paths.notMe, element: <NotMeScreen /> },
      { path: paths.policies, element: <PoliciesScreen /> },
      { path: `${paths.policies}/:policyId`, element: <PolicyScreen /> },
      { path: paths.about, element: <AboutScreen /> },
      ...onboardingRoutes,
      ...sharedViewRoutes,
      ...appsRoutes,
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
          { path: paths.support, element: <SupportScreen chat={Boolean(services.chatAppId)} /> },
        ],
      },
      { path: paths.chat, element: <SupportScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The page a visit opens, at every level (frame, layout, page), and for a signed-in visit the header's care switch
 * and the HTTP client its first reads need: fetched beside the translations, not one lazy chunk after another
 * once each has rendered. The app's first render waits for it (src/main.tsx), so the page appears whole and sends
 * its reads at once. A signed-in page opened without a session is not waited for: the guard sends it to log in.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const signedIn = hasValidAccessToken();
  if (!signedIn && !isPublicPath(pathname)) return Promise.resolve();
  if (signedIn) preloadApiClient();
  return Promise.all([preloadRoute(routes, pathname), signedIn && CareSwitch.preload()]);
}
