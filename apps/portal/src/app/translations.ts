import { catalogues, type Catalogue } from '@portal/contract';
import * as app from './locales/en';
import * as appEs from './locales/es';
import * as account from '../features/account/locales/en';
import * as apps from '../features/apps/locales/en';
import * as appsEs from '../features/apps/locales/es';
import * as accountEs from '../features/account/locales/es';
import * as auth from '../features/auth/locales/en';
import * as authEs from '../features/auth/locales/es';
import * as home from '../features/home/locales/en';
import * as homeEs from '../features/home/locales/es';
import * as insights from '../features/insights/locales/en';
import * as insightsEs from '../features/insights/locales/es';
import * as labKits from '../features/lab-kits/locales/en';
import * as labKitsEs from '../features/lab-kits/locales/es';
import * as onboarding from '../features/onboarding/locales/en';
import * as onboardingEs from '../features/onboarding/locales/es';
import * as policies from '../features/policies/locales/en';
import * as policiesEs from '../features/policies/locales/es';
import * as profile from '../features/profile/locales/en';
import * as profileEs from '../features/profile/locales/es';
import * as records from '../features/records/locales/en';
import * as sharing from '../features/sharing/locales/en';
import * as sharingEs from '../features/sharing/locales/es';
import * as recordsEs from '../features/records/locales/es';
import * as studies from '../features/studies/locales/en';
import * as studiesEs from '../features/studies/locales/es';
import * as support from '../features/support/locales/en';
import * as supportEs from '../features/support/locales/es';

/** What the portal shares with the server (the contract's catalogue): one wording for errors, fields, statuses. */
const shared = ({ errors, validation, fields, labOrderStatus }: typeof catalogues.en) => ({
  errors,
  validation,
  fields,
  labOrderStatus,
});

const en = {
  ...app.en,
  ...account.en,
  ...apps.en,
  ...auth.en,
  ...home.en,
  ...insights.en,
  ...labKits.en,
  ...onboarding.en,
  ...policies.en,
  ...profile.en,
  ...records.en,
  ...sharing.en,
  ...studies.en,
  ...support.en,
  ...shared(catalogues.en),
};

export type Translation = typeof en;

/**
 * Every string of the portal by language: the feature catalogues plus the shared one. Built into
 * `/locales/{lng}.json` by `locales-plugin.ts`; bundled only into tests and stories, never the app.
 */
export const translations: { en: Translation; es: Catalogue<Translation> } = {
  en,
  es: {
    ...appEs.es,
    ...accountEs.es,
    ...appsEs.es,
    ...authEs.es,
    ...homeEs.es,
    ...insightsEs.es,
    ...labKitsEs.es,
    ...onboardingEs.es,
    ...policiesEs.es,
    ...profileEs.es,
    ...recordsEs.es,
    ...sharingEs.es,
    ...studiesEs.es,
    ...supportEs.es,
    ...shared(catalogues.es),
  },
};
