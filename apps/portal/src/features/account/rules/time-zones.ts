/** The US zones a patient most likely lives in, west to east after the mainland. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;

/** "Central Time (America/Chicago)", in the patient's language; the id keeps two zones with one name apart. */
export function timeZoneName(zone: string, language: string): string {
  const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((p) => p.type === 'timeZoneName');
  return part ? `${part.value} (${zone})` : zone;
}

/** The zones to choose from: the US ones, then the saved one and this device's when they are elsewhere. */
export function timeZoneChoices(saved: string, device: string | undefined): string[] {
  const extra = [saved, device].filter(
    (z): z is string => !!z && !(US_TIME_ZONES as readonly string[]).includes(z),
  );
  return [...US_TIME_ZONES, ...new Set(extra)];
}
