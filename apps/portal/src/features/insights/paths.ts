import { paths } from '../../config/paths';

/** The insights screens live under /home: the Care tab, the Screenings tab and one screening's details. */
export const insightsPaths = {
  care: `${paths.home}/insights`,
  screenings: `${paths.home}/screenings`,
  detail: (insightId: string) => `${paths.home}/screenings/${encodeURIComponent(insightId)}`,
} as const;
