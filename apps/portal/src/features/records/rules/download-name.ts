import { dayIn } from '@portal/contract';

/** A saved file's name dated by the patient's calendar day in their zone (not UTC's, a day ahead by evening). */
export const downloadName = (prefix: string, extension: string, now: Date, timeZone: string): string =>
  `${prefix}-${dayIn(now, timeZone)}${extension}`;
