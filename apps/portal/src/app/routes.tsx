import { Navigate, type RouteObject } from 'react-router';
import { services } from '../config/services';
import { paths } from '../config/paths';
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
import { preloadable } from './preloadable';
import { DataLayout } from './data-layout';
import { RootLayout, SignedInHeader } from './root-layout';
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
/** The frame brings the header's care switch and account menu with it: they appear together. */
const SignedInFrame = preloadable(() =>
  Promise.all([import('./signed-in-frame'), SignedInHeader.preload()]).then(([m]) => ({
    default: m.SignedInFrame,
  })),
);

function StartRedirect() {
  return <Navigate to={hasValidAccessToken() ? paths.home : paths.login} replace />;
}

/**
 * Spec section 2 [ROUTE-1] [ROUTE-2]. Loaded after the login page's first paint, or with the first page of
 * any other visit (src/app/route-table.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.login, element: <LoginScreen /> },
      {
        // Every page but the login page reads from the server
        element: <DataLayout />,
        children: [
          { path: paths.root, element: <StartRedirect /> },
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
    ],
  },
];
