/**
 * A public page for each kind of visitor: a guest, one who answered the cookie banner and one
 * who is signed in. All three get the same cached page (src/server/web/page-cache.ts), so the
 * last two must reach at least half of the guest's requests/s.
 */
import type { RunningServer } from '../scripts/server-process';
import { compare, type Row } from './compare';
import type { LoadResult } from './load';

const PAGE = '/about';
const CONNECTIONS = 32;
export const GUEST_ROW = `GET ${PAGE} (page)`;

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function post(server: RunningServer, path: string, body: unknown): Promise<string> {
  const response = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return cookiesOf(response);
}

/** The consenting and signed-in rows, each against `guest` (measured here when not given). */
export async function benchVisitors(server: RunningServer, guest?: Row): Promise<Row[]> {
  const url = server.baseUrl + PAGE;
  const guestRow = guest ?? (await compare(GUEST_ROW, url, CONNECTIONS, (app) => ['p99 < 100 ms', app.p99 < 100]));
  const ofGuest = (app: LoadResult): [string, boolean] => {
    const share = app.requestsPerSecond / guestRow.app.requestsPerSecond;
    return [`≥ 50% of the guest's req/s: ${(share * 100).toFixed(0)}%`, share >= 0.5];
  };
  const consent = await post(server, '/api/cookie-preferences', { necessary: true, analytics: true, marketing: false });
  const session = await post(server, '/api/auth/sign-in', { username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false });
  const rows = guest ? [] : [guestRow];
  for (const [visitor, cookie] of [['consenting visitor', consent], ['signed-in visitor', `${session}; ${consent}`]]) {
    rows.push(await compare(`GET ${PAGE} (page, ${visitor})`, url, CONNECTIONS, ofGuest, { headers: { cookie } }));
  }
  return rows;
}
