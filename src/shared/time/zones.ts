/** The zone timestamps fall back to while the viewer's own is not known (server renders, mails). */
export const NEUTRAL_TIME_ZONE = 'UTC';

let supported: Set<string> | undefined;

/**
 * The zones a user may choose: the runtime's IANA list, plus UTC (V8 lists only geographic
 * zones). Sorted as the runtime gives them, which is alphabetical.
 */
export function timeZoneChoices(): string[] {
  return [NEUTRAL_TIME_ZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== NEUTRAL_TIME_ZONE)];
}

/** Whether `value` is one of the zones a user may choose (see timeZoneChoices). */
export function isTimeZone(value: unknown): value is string {
  supported ??= new Set(timeZoneChoices());
  return typeof value === 'string' && supported.has(value);
}

/**
 * Whether the runtime can format in `value`: wider than isTimeZone, for the zone a browser
 * reports, which may be an older alias ("Asia/Calcutta") the list does not name.
 */
export function isUsableTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
