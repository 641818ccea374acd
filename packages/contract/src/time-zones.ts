/**
 * Time zones, apart from the schemas so that a screen that only shows dates (nearly every signed-in screen,
 * through the portal's date formats) does not download zod with them.
 */

/** An IANA time zone the runtime knows (`America/Chicago`), checked the same way in the browser and the server. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** A patient's zone before they save one: US Eastern time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
