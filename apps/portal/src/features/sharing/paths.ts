import { paths } from '../../config/paths';

/** The sharing screens: the ledger under /home, a share link's recipient view at the public /shared. */
export const sharingPaths = {
  list: `${paths.home}/sharing`,
  create: `${paths.home}/sharing/new`,
  invite: `${paths.home}/sharing/invite`,
  /** Where a caregiver's invitation email leads (the key in the fragment); the server names it too. */
  accept: `${paths.home}/sharing/accept`,
  grant: (grantId: string) => `${paths.home}/sharing/${encodeURIComponent(grantId)}`,
  shared: paths.shared,
} as const;
