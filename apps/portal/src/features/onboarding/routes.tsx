import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const VerifyIdScreen = preloadable(() => import('./screens/verify-id-screen'));
const VerifyChoiceScreen = preloadable(() => import('./screens/verify-choice-screen'));
const VerifyManualScreen = preloadable(() => import('./screens/verify-manual-screen'));
const VerifyAssistedScreen = preloadable(() => import('./screens/verify-assisted-screen'));
const VerifyLicenceScreen = preloadable(() => import('./screens/verify-licence-screen'));
const VerifyOnHoldScreen = preloadable(() => import('./screens/verify-on-hold-screen'));
const VerifySsnScreen = preloadable(() => import('./screens/verify-ssn-screen'));
const IdentityAccountScreen = preloadable(() => import('./screens/identity-account-screen'));
const VerifyConfirmScreen = preloadable(() => import('./screens/verify-confirm-screen'));
const HipaaScreen = preloadable(() => import('./screens/hipaa-screen'));
const AddressScreen = preloadable(() => import('./screens/address-screen'));

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
