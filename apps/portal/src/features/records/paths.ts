import type { RecordCategory } from '@portal/contract';
import { paths } from '../../config/paths';
import type { TrendViewName } from './rules/trend-views';

/** The records tabs live under /home, so the route guard treats them as normal use of the main app. */
export const recordsPaths = {
  myHealth: `${paths.home}/my-health`,
  category: (category: RecordCategory) => `${paths.home}/my-health/${category}`,
  medications: `${paths.home}/medications`,
  timeline: `${paths.home}/timeline`,
  vitals: `${paths.home}/vitals`,
  labs: `${paths.home}/labs`,
  trends: `${paths.home}/trends`,
  trend: (view: TrendViewName) => `${paths.home}/trends/${view}`,
  healthRecord: `${paths.home}/health-record`,
} as const;
