import { icon, type NavIcon } from './icon';

export type { NavIcon };

export const HomeIcon = icon('M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6');
export const HeartIcon = icon(
  'M19.5 12.6 12 20l-7.5-7.4A5 5 0 0 1 12 6a5 5 0 0 1 7.5 6.6Z',
  'M7 12h2.5l1.5-2.5 2 5 1.5-2.5H17',
);
export const PillIcon = icon('M10.5 20.5a5 5 0 0 1-7-7l10-10a5 5 0 0 1 7 7Z', 'm8.5 8.5 7 7');
export const TimelineIcon = icon('M12 2v20', 'M12 6h6', 'M12 12H6', 'M12 18h6');
export const TrendIcon = icon('M3 3v18h18', 'm7 14 4-4 3 3 6-6');
export const PulseIcon = icon('M3 12h4l3-8 4 16 3-8h4');
export const FlaskIcon = icon(
  'M9 3h6',
  'M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3',
  'M7 15h10',
);
export const FileIcon = icon('M14 3H6v18h12V7Z', 'M14 3v4h4', 'M9 13h6', 'M9 17h6');
export const UserIcon = icon('M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z');
/** A parcel: the at-home lab kits. */
export const PackageIcon = icon('m3 7 9-4 9 4-9 4Z', 'M3 7v10l9 4 9-4V7', 'M12 11v10');
/** A document under a magnifying glass: clinical studies. */
export const StudyIcon = icon(
  'M13 3H6v18h5',
  'M13 3v4h4v3',
  'M19 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  'm18.2 18.2 2.8 2.8',
);
export const MoreIcon = icon('M4 6h16', 'M4 12h16', 'M4 18h16');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
/** Three linked dots: sharing. */
export const ShareIcon = icon(
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'm8.6 13.5 6.8 4',
  'm15.4 6.5-6.8 4',
);
/** A clipboard with a tick: care that is due or done (the Care tab). */
export const ClipboardIcon = icon('M9 4h6v3H9z', 'M9 5H6v16h12V5h-3', 'm9 14 2 2 4-4');
/** A magnifier: the Screenings tab. */
export const SearchIcon = icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'm20 20-4-4');
