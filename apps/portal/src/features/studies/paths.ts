import { paths } from '../../config/paths';
import { sharingPaths } from '../sharing/paths';

/** The study screens live under /home; a study's pages are named by its NCT number. */
export const studiesPaths = {
  list: `${paths.home}/studies`,
  study: (studyId: string) => `${paths.home}/studies/${encodeURIComponent(studyId)}`,
  consent: (studyId: string) => `${paths.home}/studies/${encodeURIComponent(studyId)}/consent`,
  privacy: (studyId: string) => `${paths.home}/studies/${encodeURIComponent(studyId)}/privacy`,
  /** The sharing feature's shared-with list, where a consented study's site appears. */
  sharedWith: sharingPaths.list,
} as const;
