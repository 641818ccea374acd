import type { ReactNode } from 'react';
import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { StepGate } from './components/step-gate';
import type { GatedScreen } from './lib/step-gate';

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

/**
 * Onboarding after the one-time code: identity, HIPAA authorization, addresses [ONB-1]. The ways to verify ask
 * the gatepass first (StepGate): Back to one of them once verified goes on instead of starting another check.
 */
const gated = (screen: GatedScreen, element: ReactNode) => <StepGate screen={screen}>{element}</StepGate>;

export const onboardingRoutes: RouteObject[] = [
  { path: paths.verifyId, element: gated('verifyId', <VerifyIdScreen />) },
  { path: paths.verifyChoice, element: gated('verifyChoice', <VerifyChoiceScreen />) },
  { path: paths.verifyManual, element: gated('verifyManual', <VerifyManualScreen />) },
  {
    path: paths.verifyAssisted,
    element: gated('verifyAssisted', <VerifyAssistedScreen />),
  },
  {
    path: paths.verifyLicence,
    element: gated('verifyLicence', <VerifyLicenceScreen />),
  },
  { path: paths.verifyOnHold, element: <VerifyOnHoldScreen /> },
  { path: paths.verifyConfirm, element: <VerifyConfirmScreen /> },
  { path: paths.verifySsn, element: gated('verifySsn', <VerifySsnScreen />) },
  { path: paths.hipaa, element: <HipaaScreen /> },
  { path: paths.address, element: <AddressScreen /> },
];

/** The identity verification account page, one of the account area's pages once onboarding is done. */
export const identityAccountRoutes: RouteObject[] = [
  { path: paths.identityAccount, element: <IdentityAccountScreen /> },
];
