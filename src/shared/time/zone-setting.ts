import { message, z } from '@/shared/schemas/zod-config';
import { isTimeZone } from './zones';

// Apart from ./zones.ts, which the dashboard's every page imports for NEUTRAL_TIME_ZONE: a schema
// there brought zod into the browser with it.
/** A user's time zone setting: an IANA name, or null ('' from an empty select) to follow the browser. */
export const timeZoneSettingSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().max(64).refine(isTimeZone, message('invalid_time_zone')).nullable(),
).describe("An IANA time zone (e.g. 'Europe/Stockholm'), or null to follow the browser's");
