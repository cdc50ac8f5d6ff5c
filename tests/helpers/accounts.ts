import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DashboardUser } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import { createTestContext, type CallOptions, type TestContext } from './test-context';

/**
 * Test contexts for the account calls: generous rate limits (a test about limits sets its own),
 * a mail worker that only runs when nudged, and a temporary data directory for avatars.
 */
export async function createAuthTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-auth-'));
  const t = await createTestContext({
    AUTH_RATE_LIMIT_IP_POINTS: '10000',
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: '10000',
    MAIL_POLL_INTERVAL_MS: '3600000',
    DATA_DIR: dataDir,
    ...env,
  });
  const close = t.close;
  t.close = async () => {
    try {
      await close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return t;
}

let sequence = 0;

export interface NewAccountInput {
  username: string;
  email: string;
  password: string;
  fullname: string;
  birthday: string;
}

/** Valid, unique sign-up input. */
export function newAccount(overrides: Partial<NewAccountInput> = {}): NewAccountInput {
  sequence++;
  const name = `member${sequence}${Math.random().toString(36).slice(2, 7)}`;
  return {
    username: name,
    email: `${name}@example.com`,
    password: `Violet-Harbour-${sequence}-Lantern`,
    fullname: 'Ada Lovelace',
    birthday: '1990-12-10',
    ...overrides,
  };
}

export interface SignedUp {
  token: string;
  user: AuthUser;
  input: NewAccountInput;
}

/** Signs a new account up through the API. */
export async function signUp(t: TestContext, overrides: Partial<NewAccountInput> = {}, options: CallOptions = {}): Promise<SignedUp> {
  const input = newAccount(overrides);
  const { res, body } = await t.callJson<{ token: string; user: AuthUser }>('/api/auth/sign-up', { ...options, json: input });
  if (res.status !== 201) throw new Error(`sign-up failed (${res.status}): ${JSON.stringify(body)}`);
  return { token: body.data!.token, user: body.data!.user, input };
}

export async function signIn(t: TestContext, username: string, password: string, options: CallOptions = {}) {
  return t.callJson<{ token: string; user: AuthUser }>('/api/auth/sign-in', { ...options, json: { username, password, remember_me: false } });
}

/** The Set-Cookie header for `name`, e.g. `token=...; Path=/; HttpOnly; SameSite=Lax`. */
export function setCookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The mails queued for an address, oldest first. */
/** Staff set a user's status through the dashboard API: the user's GET answer sent back with the new status. */
export async function setStatusByStaff(t: TestContext, userId: number, status: DashboardUser['status']): Promise<void> {
  const token = await t.tokenFor(await t.adminId());
  const copy = (await t.callJson<DashboardUser>(`/api/dashboard/users/${userId}`, { token })).body.data!;
  const saved = await t.callJson(`/api/dashboard/users/${userId}`, { method: 'PUT', json: { ...copy, status }, token });
  if (saved.res.status !== 200) throw new Error(`setting the status failed (${saved.res.status}): ${JSON.stringify(saved.body)}`);
}

export async function queuedMails(t: TestContext, recipient: string) {
  return t.ctx.handle.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

/** The token of the first `?token=` link in a mail's text. */
export function linkToken(text: string): string {
  const match = text.match(/[?&]token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no token link in:\n${text}`);
  return match[1];
}

/** The first link carrying a token in a mail's text. */
export function tokenLinkIn(text: string): URL {
  const match = text.match(/https?:\/\/[^\s\]>)]+[?&]token=[A-Za-z0-9_-]{43}/);
  if (!match) throw new Error(`no token link in:\n${text}`);
  return new URL(match[0]);
}
