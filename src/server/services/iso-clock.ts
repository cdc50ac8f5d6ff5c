let lastMs = -1;
let lastIso = '';

/**
 * The current UTC time as an ISO string, formatted at most once per millisecond: the request
 * log asks for it on every /api request.
 */
export function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
