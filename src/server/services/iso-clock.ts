let lastMs = -1;
let lastIso = '';
let secondStart = -1;
/** `YYYY-MM-DDTHH:MM:SS.` of the current second. */
let secondPrefix = '';

/**
 * The current UTC time as an ISO string, formatted at most once per millisecond and only its
 * milliseconds spliced in within a second (toISOString costs microseconds): the request log
 * asks for it on every /api request.
 */
export function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    const milli = ms % 1000;
    if (ms - milli !== secondStart) {
      secondStart = ms - milli;
      secondPrefix = new Date(secondStart).toISOString().slice(0, 20);
    }
    lastIso = `${secondPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  }
  return lastIso;
}
