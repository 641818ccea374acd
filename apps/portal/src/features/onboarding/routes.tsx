import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const VerifyIdScreen = lazy(() => import('./screens/verify-id-screen'));
const VerifyChoiceScreen = lazy(() => import('./screens/verify-choice-screen'));
const VerifyConfirmScreen = lazy(() => import('./screens/verify-confirm-screen'));
const HipaaScreen = lazy(() => import('./screens/hipaa-screen'));
const AddressScreen = lazy(() => import('./screens/address-screen'));

/** Onboarding after the one-time code: identity, HIPAA authorization, addresses [ONB-1]. */
export const onboardingRoutes: RouteObject[] = [
  { path: paths.verifyId, element: <VerifyIdScreen /> },
  { path: paths.verifyChoice, element: <VerifyChoiceScreen /> },
  { path: paths.verifyConfirm, element: <VerifyConfirmScreen /> },
  { path: paths.hipaa, element: <HipaaScreen /> },
  { path: paths.address, element: <AddressScreen /> },
];
