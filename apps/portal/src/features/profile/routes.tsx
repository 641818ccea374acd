import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { profilePaths } from './paths';

const PersonalScreen = lazy(() => import('./screens/personal-screen'));
const NamesScreen = lazy(() => import('./screens/names-screen'));
const NewNameScreen = lazy(() => import('./screens/new-name-screen'));
const DateOfBirthScreen = lazy(() => import('./screens/date-of-birth-screen'));
const GenderScreen = lazy(() => import('./screens/gender-screen'));
const DemographicsScreen = lazy(() => import('./screens/demographics-screen'));
const HipaaScreen = lazy(() => import('./screens/hipaa-screen'));
const InsuranceScreen = lazy(() => import('./screens/insurance-screen'));
const NewInsuranceScreen = lazy(() => import('./screens/new-insurance-screen'));
const InsuranceDetailScreen = lazy(() => import('./screens/insurance-detail-screen'));
const AddressesScreen = lazy(() => import('./screens/addresses-screen'));
const AddressFormScreen = lazy(() => import('./screens/address-form-screen'));
const PhonesScreen = lazy(() => import('./screens/phones-screen'));
const NewPhoneScreen = lazy(() => import('./screens/new-phone-screen'));

/** The patient's own data under /profile (PROF-1 … PROF-6), absolute paths for the signed-in frame. */
export const profileRoutes: RouteObject[] = [
  { path: profilePaths.personal, element: <PersonalScreen /> },
  { path: profilePaths.names, element: <NamesScreen /> },
  { path: profilePaths.newName, element: <NewNameScreen /> },
  { path: profilePaths.dateOfBirth, element: <DateOfBirthScreen /> },
  { path: profilePaths.gender, element: <GenderScreen /> },
  { path: profilePaths.demographics, element: <DemographicsScreen /> },
  { path: profilePaths.hipaa, element: <HipaaScreen /> },
  { path: profilePaths.insurance, element: <InsuranceScreen /> },
  { path: profilePaths.newInsurance, element: <NewInsuranceScreen /> },
  { path: profilePaths.insuranceItem(':id'), element: <InsuranceDetailScreen /> },
  { path: profilePaths.addresses, element: <AddressesScreen /> },
  { path: profilePaths.newAddress, element: <AddressFormScreen /> },
  { path: profilePaths.addressItem(':id'), element: <AddressFormScreen /> },
  { path: profilePaths.phones, element: <PhonesScreen /> },
  { path: profilePaths.newPhone, element: <NewPhoneScreen /> },
];
