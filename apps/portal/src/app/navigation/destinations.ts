import type { TFunction } from 'i18next';
import { paths } from '../../config/paths';
import { insightsPaths } from '../../features/insights/paths';
import { labKitsPaths } from '../../features/lab-kits/paths';
import { recordsPaths } from '../../features/records/paths';
import { sharingPaths } from '../../features/sharing/paths';
import { studiesPaths } from '../../features/studies/paths';
import {
  ClipboardIcon,
  FileIcon,
  FlaskIcon,
  HeartIcon,
  HomeIcon,
  PackageIcon,
  PillIcon,
  PulseIcon,
  ShareIcon,
  StudyIcon,
  SearchIcon,
  TimelineIcon,
  TrendIcon,
  UserIcon,
  type NavIcon,
} from './icons';

export interface Destination {
  /** Where it leads; a page below it (`/home/my-health/allergies`) counts as being there. */
  to: string;
  /** The patient's name for it, from the owning feature's catalogue. */
  label: (t: TFunction) => string;
  icon: NavIcon;
  /** One of the few a phone's bottom bar shows; the rest are under "More". */
  onPhoneBar?: true;
  /** [SHARE-2] A records tab that also shows the records of someone the account cares for (read-only). */
  caredFor?: true;
}

/**
 * The signed-in app's places, in the order every brand shows them: the side navigation lists all of them, a
 * phone's bottom bar the ones marked `onPhoneBar` (at most four) then "More" with the rest. A feature adds its
 * screen here with one line once its route exists.
 */
export const destinations: readonly Destination[] = [
  { to: paths.home, label: (t) => t('records.tabs.home'), icon: HomeIcon, onPhoneBar: true },
  {
    to: recordsPaths.myHealth,
    label: (t) => t('records.tabs.myHealth'),
    icon: HeartIcon,
    onPhoneBar: true,
    caredFor: true,
  },
  {
    to: recordsPaths.medications,
    label: (t) => t('records.tabs.medications'),
    icon: PillIcon,
    onPhoneBar: true,
    caredFor: true,
  },
  {
    to: recordsPaths.timeline,
    label: (t) => t('records.tabs.timeline'),
    icon: TimelineIcon,
    onPhoneBar: true,
    caredFor: true,
  },
  { to: recordsPaths.trends, label: (t) => t('records.tabs.trends'), icon: TrendIcon, caredFor: true },
  { to: recordsPaths.vitals, label: (t) => t('records.tabs.vitals'), icon: PulseIcon, caredFor: true },
  { to: recordsPaths.labs, label: (t) => t('records.tabs.labs'), icon: FlaskIcon, caredFor: true },
  { to: recordsPaths.healthRecord, label: (t) => t('records.tabs.healthRecord'), icon: FileIcon },
  { to: insightsPaths.care, label: (t) => t('insights.tabs.insights'), icon: ClipboardIcon },
  { to: insightsPaths.screenings, label: (t) => t('insights.tabs.screenings'), icon: SearchIcon },
  { to: labKitsPaths.list, label: (t) => t('labKits.list.title'), icon: PackageIcon },
  { to: sharingPaths.list, label: (t) => t('sharing.nav'), icon: ShareIcon },
  { to: studiesPaths.list, label: (t) => t('studies.list.title'), icon: StudyIcon },
  { to: paths.profile, label: (t) => t('nav.account'), icon: UserIcon },
];

/** [SHARE-2] The places that show someone cared for: their records tabs; every other place is the account's. */
export const caredForDestinations = destinations.filter((d) => d.caredFor);
