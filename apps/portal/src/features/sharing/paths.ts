import { paths } from '../../config/paths';

/** The sharing screens: the ledger under /home, a share link's recipient view at the public /shared. */
export const sharingPaths = {
  list: `${paths.home}/sharing`,
  create: `${paths.home}/sharing/new`,
  /** The same form, for a clinician: the link is addressed to them and listed with the clinicians. */
  createForClinician: `${paths.home}/sharing/new?for=clinician`,
  invite: `${paths.home}/sharing/invite`,
  accept: paths.invitation,
  grant: (grantId: string) => `${paths.home}/sharing/${encodeURIComponent(grantId)}`,
  shared: paths.shared,
} as const;
