import { preloadable } from '../../app/preloadable';
import type { RouteObject } from 'react-router';
import { profilePaths } from './paths';

const PersonalScreen = preloadable(() => import('./screens/personal-screen'));
const NamesScreen = preloadable(() => import('./screens/names-screen'));
const NewNameScreen = preloadable(() => import('./screens/new-name-screen'));
const DateOfBirthScreen = preloadable(() => import('./screens/date-of-birth-screen'));
const GenderScreen = preloadable(() => import('./screens/gender-screen'));
const DemographicsScreen = preloadable(() => import('./screens/demographics-screen'));
const HipaaScreen = preloadable(() => import('./screens/hipaa-screen'));
const InsuranceScreen = preloadable(() => import('./screens/insurance-screen'));
const NewInsuranceScreen = preloadable(() => import('./screens/new-insurance-screen'));
const InsuranceDetailScreen = preloadable(() => import('./screens/insurance-detail-screen'));
const AddressesScreen = preloadable(() => import('./screens/addresses-screen'));
const AddressFormScreen = preloadable(() => import('./screens/address-form-screen'));
const PhonesScreen = preloadable(() => import('./screens/phones-screen'));
const NewPhoneScreen = preloadable(() => import('./screens/new-phone-screen'));

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
