import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const VerifyIdScreen = lazy(() => import('./screens/verify-id-screen'));
const VerifyChoiceScreen = lazy(() => import('./screens/verify-choice-screen'));
const VerifyManualScreen = lazy(() => import('./screens/verify-manual-screen'));
const VerifyAssistedScreen = lazy(() => import('./screens/verify-assisted-screen'));
const VerifyLicenceScreen = lazy(() => import('./screens/verify-licence-screen'));
const VerifyOnHoldScreen = lazy(() => import('./screens/verify-on-hold-screen'));
const VerifySsnScreen = lazy(() => import('./screens/verify-ssn-screen'));
const IdentityAccountScreen = lazy(() => import('./screens/identity-account-screen'));
const VerifyConfirmScreen = lazy(() => import('./screens/verify-confirm-screen'));
const HipaaScreen = lazy(() => import('./screens/hipaa-screen'));
const AddressScreen = lazy(() => import('./screens/address-screen'));

/** Onboarding after the one-time code: identity, HIPAA authorization, addresses [ONB-1]. */
export const onboardingRoutes: RouteObject[] = [
  { path: paths.verifyId, element: <VerifyIdScreen /> },
  { path: paths.verifyChoice, element: <VerifyChoiceScreen /> },
  { path: paths.verifyManual, element: <VerifyManualScreen /> },
  { path: paths.verifyAssisted, element: <VerifyAssistedScreen /> },
  { path: paths.verifyLicence, element: <VerifyLicenceScreen /> },
  { path: paths.verifyOnHold, element: <VerifyOnHoldScreen /> },
  { path: paths.verifyConfirm, element: <VerifyConfirmScreen /> },
  { path: paths.verifySsn, element: <VerifySsnScreen /> },
  { path: paths.hipaa, element: <HipaaScreen /> },
  { path: paths.address, element: <AddressScreen /> },
];

/** The identity verification account page, one of the account area's pages once onboarding is done. */
export const identityAccountRoutes: RouteObject[] = [
  { path: paths.identityAccount, element: <IdentityAccountScreen /> },
];
