import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { startSmtpServer } from '../helpers/smtp';

/**
 * `npm start` on two cores (issue 28): two workers behind the primary, which hands out connections
 * in turn, so requests each on a connection of its own alternate between them. Whatever one worker
 * does, the other must agree with: the caches, the limits, the database. A worker that dies is
 * replaced; SIGTERM lets the requests in flight finish.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request on a connection of its own (no keep-alive pool), so the primary picks its worker afresh. */
function request(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: { connection: 'close', ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${url} within 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}


async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until `count` workers have said they listen (the first answers while the second is still starting). */
const listening = (count: number, of = server) => waitFor(() => (of.workerReadyLines().length >= count ? true : undefined), `${count} workers listening`);

const ACCOUNT_POINTS = 4;
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: '2', AUTH_RATE_LIMIT_ACCOUNT_POINTS: String(ACCOUNT_POINTS) });
  await listening(2);
  const signedIn = await request(`${server.baseUrl}/api/auth/sign-in`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false }) });
  expect(signedIn.status).toBe(200);
  cookie = (signedIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
});

afterAll(async () => {
  await server?.stop();
});

describe('two workers serving one site', () => {
  it('start as two processes under the primary, both answering, one of them running the site jobs', async () => {
    const [first, second] = server.workerPids();
    expect(first).not.toBe(second);
    expect(server.workerReadyLines().filter((line) => line.includes('runs the site jobs'))).toEqual([expect.stringMatching(/^worker 0 /)]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(`${server.baseUrl}/api/constants`)));
    expect(answers.map(({ status }) => status)).toEqual(Array(6).fill(200));
  });

  it('show a settings change made through one worker on every page either serves (the invalidation reaches both)', async () => {
    // Both workers render (and cache) the home page first.
    for (let index = 0; index < 4; index++) expect((await request(`${server.baseUrl}/`)).status).toBe(200);
    const name = `Cluster ${Date.now().toString(36)}`;
    const saved = await request(`${server.baseUrl}/api/dashboard/settings`, { method: 'PUT', headers: { cookie, origin: server.baseUrl }, body: JSON.stringify({ app_name: name }) });
    expect(saved.status, saved.body).toBe(200);
    for (let index = 0; index < 6; index++) expect((await request(`${server.baseUrl}/`)).body.includes(name), `page ${index} shows the new name`).toBe(true);
  });

  it('count a sign-in limit once for the site, not once per worker', async () => {
    const attempt = () => request(`${server.baseUrl}/api/auth/sign-in`, { method: 'POST', body: JSON.stringify({ username: 'nobody-at-all', password: 'wrong-password-1', remember_me: false }) });
    const statuses: number[] = [];
    for (let index = 0; index < ACCOUNT_POINTS; index++) statuses.push((await attempt()).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    // Counted per worker, each would have seen only half of the failures and let these through.
    expect((await attempt()).status).toBe(429);
    expect((await attempt()).status).toBe(429);
  });

  it('write to SQLite from both workers at once without a failure (WAL, immediate transactions, busy timeout)', async () => {
    const names = Array.from({ length: 60 }, (_, index) => `cluster-role-${Date.now().toString(36)}-${index}`);
    const created = await Promise.all(names.map((name) => request(`${server.baseUrl}/api/dashboard/roles`, {
      method: 'POST', headers: { cookie, origin: server.baseUrl }, body: JSON.stringify({ name, permissions: { users: { read: true } } }),
    })));
    expect(created.filter(({ status }) => status !== 201).map(({ status, body }) => `${status} ${body}`)).toEqual([]);
    const listed = await request(`${server.baseUrl}/api/dashboard/roles?per_page=100`, { headers: { cookie } });
    const roles = (JSON.parse(listed.body) as { data: { items: { name: string }[] } }).data.items.map(({ name }) => name);
    for (const name of names) expect(roles).toContain(name);
  });

  it('replace a worker killed with SIGKILL, the other answering meanwhile; the replacement of the first takes over the site jobs', async () => {
    const before = server.workerPids();
    const first = Number(/^worker 0 \(pid (\d+)\)/.exec(server.workerReadyLines().find((line) => line.startsWith('worker 0 '))!)![1]);
    const second = before.find((pid) => pid !== first)!;
    process.kill(first, 'SIGKILL');
    // Once the primary knows (a connection it handed over in the instant before is lost with the worker):
    await waitFor(() => (server.output().includes('exited with signal SIGKILL') ? true : undefined), 'the primary to see the exit');
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(`${server.baseUrl}/api/constants`)));
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(200));
    await listening(3);
    const after = server.workerPids();
    expect(after).toHaveLength(2);
    expect(after).toContain(second);
    expect(after).not.toContain(first);
    expect(server.workerReadyLines()[2]).toMatch(/^worker 0 .*runs the site jobs/);
    const round = await Promise.all(Array.from({ length: 4 }, () => request(`${server.baseUrl}/api/constants`)));
    expect(round.map(({ status }) => status)).toEqual(Array(4).fill(200));
  });
});

describe('stopping the workers', () => {
  it('lets a request in flight at SIGTERM finish, then every process exits', async () => {
    const stopping = await startServer({ WEB_CONCURRENCY: '2' });
    try {
      await listening(2, stopping);
      const body = JSON.stringify({ username: 'admin', password: stopping.env.ADMIN_PASSWORD, remember_me: false });
      // A sign-in whose body is still on its way when the stop comes.
      const answered = new Promise<number>((resolve, reject) => {
        const req = http.request(`${stopping.baseUrl}/api/auth/sign-in`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          process.kill(stopping.pid, 'SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 700);
        }, 300);
      });
      expect(await answered).toBe(200);
      await stopping.stop();
      expect(stopping.output()).toContain('SIGTERM: stopping 2 worker(s)');
      expect(stopping.output().match(/finishing the requests in flight/g)).toHaveLength(2);
      expect(stopping.workerPids()).toEqual([]);
    } finally {
      await stopping.stop();
    }
  });

  it('stops the whole server when its workers cannot start the first time, with their error', async () => {
    const failed = startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://polyglot@127.0.0.1:1/nothing' });
    await expect(failed).rejects.toThrow(/server exited with 1/);
    await expect(failed).rejects.toThrow(/cannot be reached \(DATABASE_URL\)/);
    await expect(failed).rejects.toThrow(/worker 0 could not start/);
  });
});

describe('mail and sessions across the workers', () => {
  it('sends each mail queued through either worker once, though both may pick it up', async () => {
    const smtp = await startSmtpServer();
    const mailing = await startServer({
      WEB_CONCURRENCY: '2', SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_ENCRYPTION: 'none',
      MAIL_POLL_INTERVAL_MS: '100', MAIL_RECIPIENT_LIMIT_PER_HOUR: '100', MAIL_RECIPIENT_LIMIT_PER_DAY: '100',
    });
    try {
      await listening(2, mailing);
      const asked = await Promise.all(Array.from({ length: 6 }, () => request(`${mailing.baseUrl}/api/auth/forgot-password`, {
        method: 'POST', body: JSON.stringify({ email: 'admin@example.com', path: '/auth/recovery-account' }),
      })));
      expect(asked.map(({ status }) => status)).toEqual(Array(6).fill(200));
      await smtp.waitForMails(6);
      // Several polls of the outbox later, still one mail per request.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.mails).toHaveLength(6);
      expect(new Set(smtp.mails.map(({ text }) => /token=([\w-]+)/.exec(text)?.[1])).size).toBe(6);
    } finally {
      await mailing.stop();
      await smtp.stop();
    }
  });

  it('refuses a signed-out session on every worker at once (the session cache hears the sign-out)', async () => {
    const signedIn = await request(`${server.baseUrl}/api/auth/sign-in`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false }) });
    const session = (signedIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    // Both workers read (and cache) the session.
    for (let index = 0; index < 4; index++) expect((await request(`${server.baseUrl}/api/auth`, { headers: { cookie: session } })).status).toBe(200);
    const signedOut = await request(`${server.baseUrl}/api/auth/sign-out`, { headers: { cookie: session, origin: server.baseUrl } });
    expect(signedOut.status, signedOut.body).toBeLessThan(300);
    for (let index = 0; index < 4; index++) expect((await request(`${server.baseUrl}/api/auth`, { headers: { cookie: session } })).status).toBe(401);
  });
});
