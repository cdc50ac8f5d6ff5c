import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import type { DashboardUser } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import { linkToken, queuedMails, signUp, type SignedUp } from '../../helpers/accounts';
import { createOAuthTestKit, type OAuthTestKit } from '../../helpers/oauth-sign-in';
import type { TestContext } from '../../helpers/test-context';
import { member, newRole } from './helpers';

/**
 * Review finding: the account side wrote the users table without raising `version`, so a staff
 * member's save of a copy loaded before the owner's own change reverted it with a 200. Every write
 * of a user row now goes through one path that raises the version and publishes the user's
 * topic once after the commit.
 */
let kit: OAuthTestKit;
let t: TestContext;
let staffToken: string;
beforeAll(async () => {
  kit = await createOAuthTestKit();
  t = kit.t;
  staffToken = await t.tokenFor(await t.adminId());
});
afterAll(() => kit.close());

const load = async (id: number) => (await t.callJson<DashboardUser>(`/api/dashboard/users/${id}`, { token: staffToken })).body.data!;
const save = (copy: DashboardUser) => t.callJson<DashboardUser>(`/api/dashboard/users/${copy.id}`, { method: 'PUT', json: copy, token: staffToken });
const versionOf = async (id: number) =>
  (await t.ctx.handle.db.selectFrom('users').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

async function verifiedAccount(): Promise<SignedUp> {
  const account = await signUp(t);
  const [welcome] = await queuedMails(t, account.input.email);
  expect((await t.callJson('/api/auth/verify', { json: { token: linkToken(welcome.text) } })).res.status).toBe(200);
  return account;
}

/** The owner's own writes through the account API, each awaited until it is stored. */
const ownerWrites: Record<string, (owner: SignedUp) => Promise<void>> = {
  'a profile change': async (owner) => {
    const { res } = await t.callJson('/api/auth', { method: 'PUT', token: owner.token, json: { fullname: 'Owner Own Name' } });
    expect(res.status).toBe(200);
  },
  'a password change': async (owner) => {
    const password = 'Copper-Orchard-Whistle-7';
    const { res } = await t.callJson('/api/auth/change-password', {
      token: owner.token, json: { current_password: owner.input.password, new_password: password, confirm_password: password },
    });
    expect(res.status).toBe(200);
  },
  'a verification': async (owner) => {
    const [welcome] = await queuedMails(t, owner.input.email);
    expect((await t.callJson('/api/auth/verify', { json: { token: linkToken(welcome.text) } })).res.status).toBe(200);
  },
  'a language change': async (owner) => {
    const before = await versionOf(owner.user.id);
    // Stored in the background of a signed-in request naming another language.
    expect((await t.call('/api/auth/notifications', { token: owner.token, headers: { 'x-language': 'tr' } })).status).toBe(200);
    await expect.poll(() => versionOf(owner.user.id)).toBeGreaterThan(before);
  },
  'a provider link': async (owner) => {
    const linked = await kit.signInWith('google', { sub: `g-${owner.user.id}`, name: 'Owner', email: owner.input.email, email_verified: true });
    expect(linked.res.status).toBe(200);
    expect(linked.body.data!.user.id).toBe(owner.user.id);
  },
};

/** Accounts in the state each write needs: verified for a provider link, unverified for a verification. */
const accountFor = (write: string) => (write === 'a provider link' ? verifiedAccount() : signUp(t));

describe('a staff save of a copy loaded before the owner changed their account', () => {
  for (const [name, write] of Object.entries(ownerWrites)) {
    it(`is refused (409 stale_version) after ${name}, which keeps what the owner did`, async () => {
      const owner = await accountFor(name);
      const copy = await load(owner.user.id);
      await write(owner);
      const changed = await load(owner.user.id);

      const stale = await save({ ...copy, status: 'banned' });
      expect(stale.res.status).toBe(409);
      expect(stale.body.message).toBe(en.api.stale_version);
      expect(await load(owner.user.id)).toEqual(changed);
      expect(changed.version).toBeGreaterThan(copy.version);

      // A fresh copy saves.
      const fresh = await save({ ...changed, fullname: 'Staff Edit' });
      expect(fresh.res.status).toBe(200);
      expect(fresh.body.data!.version).toBe(changed.version + 1);
    });
  }

  it('keeps the owner\'s new profile in their signed-in answers at once', async () => {
    const owner = await signUp(t);
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token: owner.token })).body.data!.user.fullname).toBe(owner.input.fullname);
    await ownerWrites['a profile change'](owner);
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token: owner.token })).body.data!.user.fullname).toBe('Owner Own Name');
  });
});

describe('each write of a user row', () => {
  /**
   * Runs `action` and expects the user's topic published exactly once (polled: a language change
   * is stored after its answer).
   */
  async function publishedOnce(userId: number, action: () => Promise<void>): Promise<void> {
    const details: (string | undefined)[] = [];
    const stop = t.ctx.bus.subscribe('sessions', (detail) => details.push(detail));
    try {
      await action();
      await expect.poll(() => details.filter((detail) => detail === `user:${userId}`).length).toBe(1);
    } finally {
      stop();
    }
  }

  for (const [name, write] of Object.entries(ownerWrites)) {
    if (name === 'a language change') continue;
    it(`publishes the user's topic exactly once: ${name}`, async () => {
      const owner = await accountFor(name);
      const before = await versionOf(owner.user.id);
      await publishedOnce(owner.user.id, () => write(owner));
      expect(await versionOf(owner.user.id)).toBe(before + 1);
    });
  }

  it('but a language change, which no cached session shows: its sessions keep answering from memory', async () => {
    const owner = await signUp(t);
    const details: (string | undefined)[] = [];
    const stop = t.ctx.bus.subscribe('sessions', (detail) => details.push(detail));
    try {
      await ownerWrites['a language change'](owner);
    } finally {
      stop();
    }
    expect(details).toEqual([]);
    expect(t.ctx.services.sessions.peek(owner.token)?.locale).toBe('tr');
  });

  it('publishes once and raises the version on a password reset, an unlink and an undone e-mail change', async () => {
    const owner = await verifiedAccount();
    const linked = await kit.signInWith('google', { sub: `g-reset-${owner.user.id}`, name: 'Owner', email: owner.input.email, email_verified: true });
    const linkToken_ = linked.body.data!.token;

    const password = 'Lantern-Harbour-Violet-9';
    await t.callJson('/api/auth/forgot-password', { json: { email: owner.input.email, path: '/auth/recovery-account' } });
    await t.ctx.services.auth.recovery.settled();
    const resetMail = (await queuedMails(t, owner.input.email)).filter((mail) => mail.template === 'recovery').at(-1)!;
    let version = await versionOf(owner.user.id);
    await publishedOnce(owner.user.id, async () => {
      const reset = await t.callJson('/api/auth/reset-password', { json: { token: linkToken(resetMail.text), new_password: password, confirm_password: password } });
      expect(reset.res.status).toBe(200);
    });
    expect(await versionOf(owner.user.id)).toBe(++version);

    // The reset ended every session: the provider's sign-in opens a new one, through the confirmed link.
    expect((await t.call('/api/auth', { token: linkToken_ })).status).toBe(401);
    const signedIn = await t.callJson<{ token: string }>('/api/auth/sign-in', { json: { username: owner.input.username, password, remember_me: false } });
    const token = signedIn.body.data!.token;
    const links = (await t.callJson<{ links: { id: number }[] }>('/api/auth/linked-accounts', { token })).body.data!.links;
    expect(links).toHaveLength(1);
    version = await versionOf(owner.user.id);
    await publishedOnce(owner.user.id, async () => {
      expect((await t.call(`/api/auth/linked-accounts/${links[0].id}`, { method: 'DELETE', token })).status).toBe(200);
    });
    expect(await versionOf(owner.user.id)).toBe(++version);

    const changed = await t.callJson('/api/auth', {
      method: 'PUT', token, json: { email: `new-${owner.input.email}`, current_password: password },
    });
    expect(changed.res.status).toBe(200);
    const notice = (await queuedMails(t, owner.input.email)).filter((mail) => mail.template === 'email_change_revert').at(-1)!;
    const revertCode = notice.text.match(/\?revert=([A-Za-z0-9_-]{43})/)![1];
    version = await versionOf(owner.user.id);
    await publishedOnce(owner.user.id, async () => {
      expect((await t.call('/api/auth/revert-email', { json: { token: revertCode } })).status).toBe(200);
    });
    expect(await versionOf(owner.user.id)).toBe(++version);
  });
});

describe('the write path itself', () => {
  /** The 'sessions' details published while `work` ran. */
  async function published(work: () => Promise<unknown>): Promise<(string | undefined)[]> {
    const details: (string | undefined)[] = [];
    const stop = t.ctx.bus.subscribe('sessions', (detail) => details.push(detail));
    try {
      await work();
    } finally {
      stop();
    }
    return details;
  }

  it("moves a role's users, raising each one's version, and publishes the role they leave once", async () => {
    const [from, to] = [await newRole(t), await newRole(t)];
    const ids = [await member(t), await member(t)];
    const { db } = t.ctx.handle;
    await db.updateTable('users').set({ role_id: from }).where('id', 'in', ids).execute();
    const before = await Promise.all(ids.map(versionOf));
    let moved = 0;
    expect(await published(async () => {
      moved = await userTransaction(t.ctx, (trx, publish) => userWrites.moveRole(trx, from, to, { publish }));
    })).toEqual([`role:${from}`]);
    expect(moved).toBe(2);
    expect(await Promise.all(ids.map(versionOf))).toEqual(before.map((version) => version + 1));
    expect((await db.selectFrom('users').select('role_id').where('id', 'in', ids).execute()).map((row) => row.role_id)).toEqual([to, to]);
  });

  it('publishes nothing and keeps the version when the transaction rolls back', async () => {
    const id = await member(t);
    const before = await versionOf(id);
    expect(await published(() => userTransaction(t.ctx, async (trx, publish) => {
      await userWrites.update(trx, id, { fullname: 'Never Saved' }, { publish });
      throw new Error('a later step fails');
    }).catch(() => undefined))).toEqual([]);
    expect(await versionOf(id)).toBe(before);
  });

  it('refuses a stale version (409) and an unknown user (404)', async () => {
    const id = await member(t);
    const version = await versionOf(id);
    const attempt = (userId: number, expectedVersion: number) =>
      userTransaction(t.ctx, (trx, publish) => userWrites.update(trx, userId, { fullname: 'Someone' }, { publish, expectedVersion })).catch((error: unknown) => error);
    expect(await attempt(id, version - 1)).toMatchObject({ status: 409, messageKey: 'stale_version' });
    expect(await attempt(id + 10_000, version)).toMatchObject({ status: 404, messageKey: 'user_not_found' });
    expect(await attempt(id, version)).toBe(true);
  });
});
