/**
 * The browser's time zone as the browser last reported it, readable by script. Pages that are
 * never cached (dashboard, account) render timestamps in it from the second visit on, so the
 * first paint already shows the viewer's clock. It carries nothing secret; a forged one only
 * changes which zone this browser's own pages start in.
 */
export const TIME_ZONE_COOKIE = 'time_zone';
export const TIME_ZONE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
