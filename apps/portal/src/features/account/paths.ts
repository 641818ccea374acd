import type { TFunction } from 'i18next';
import { paths } from '../../config/paths';
import { profilePaths } from '../profile/paths';

/** The account area's own pages, under /profile (the patient's own data pages are the profile feature's). */
export const accountPaths = {
  index: paths.profile,
  identity: paths.identityAccount,
  settings: `${paths.profile}/settings`,
  feedback: `${paths.profile}/feedback`,
  newFeedback: `${paths.profile}/feedback/new`,
  about: paths.profileAbout,
  security: `${paths.profile}/security`,
  password: `${paths.profile}/security/password`,
} as const;

export interface AccountLink {
  to: string;
  label: (t: TFunction) => string;
}

/** The header's account menu, before "Log out". */
export const accountMenuLinks: readonly AccountLink[] = [
  { to: accountPaths.index, label: (t) => t('account.menu.profile') },
  { to: accountPaths.settings, label: (t) => t('account.menu.settings') },
  { to: paths.support, label: (t) => t('account.menu.support') },
];

export interface AccountSection {
  id: 'profile' | 'security' | 'preferences' | 'help';
  links: readonly AccountLink[];
}

/**
 * Every page of the account area, by section, as the Account tab lists them. A page is added here with one
 * line once its route exists; a section with no page yet is not shown.
 */
export const accountSections: readonly AccountSection[] = [
  {
    id: 'profile',
    links: [
      { to: profilePaths.personal, label: (t) => t('profile.personal.title') },
      { to: profilePaths.names, label: (t) => t('profile.personal.names') },
      { to: profilePaths.addresses, label: (t) => t('profile.personal.addresses') },
      { to: profilePaths.phones, label: (t) => t('profile.personal.phones') },
      { to: profilePaths.dateOfBirth, label: (t) => t('profile.personal.dateOfBirth') },
      { to: profilePaths.gender, label: (t) => t('profile.personal.gender') },
      { to: profilePaths.demographics, label: (t) => t('profile.personal.demographics') },
      { to: profilePaths.insurance, label: (t) => t('profile.personal.insurance') },
      { to: profilePaths.hipaa, label: (t) => t('profile.personal.hipaa') },
    ],
  },
  {
    id: 'security',
    links: [
      { to: accountPaths.security, label: (t) => t('account.pages.security') },
      { to: accountPaths.password, label: (t) => t('account.pages.password') },
      { to: accountPaths.identity, label: (t) => t('account.pages.identity') },
    ],
  },
  { id: 'preferences', links: [{ to: accountPaths.settings, label: (t) => t('account.pages.settings') }] },
  {
    id: 'help',
    links: [
      { to: paths.support, label: (t) => t('account.pages.support') },
      { to: accountPaths.feedback, label: (t) => t('account.pages.feedback') },
      { to: accountPaths.about, label: (t) => t('account.pages.about') },
      { to: paths.policies, label: (t) => t('account.pages.policies') },
    ],
  },
];
