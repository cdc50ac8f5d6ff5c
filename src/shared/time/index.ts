export { browserTimeZone, formatCalendarDate, formatClockTime, formatInstant, formatUtc, formatZoneOffset, type DateTimeStyle, type InstantOptions } from './format';
export { isTimeZone, isUsableTimeZone, NEUTRAL_TIME_ZONE, timeZoneChoices } from './zones';
export { timeZoneSettingSchema } from './zone-setting';
