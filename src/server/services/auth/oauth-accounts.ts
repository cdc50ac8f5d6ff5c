import { randomInt } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { UserRow } from '@/server/db/schema';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import type { OAuthProfile, OAuthProvider } from '@/server/oauth/providers';
import { AUTH_LIMITS } from '@/shared/schemas/auth';
import { ApiError } from '../api-error';
import { assertActive } from './account-status';
import type { AuthDeps, AuthRequest, AuthResult } from './context';
import { pageLink } from './links';
import { assertRegistrationOpen, createAccount } from './new-account';
import { openSession } from './sign-in';
import { findUserByEmail, isUniqueViolation, isUsernameTaken } from './users';

/** Letters that Unicode decomposition does not reduce to ASCII. */
const FOLDS: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', þ: 'th', œ: 'oe' };
const USERNAME_BASE_MAX = AUTH_LIMITS.usernameMax - 5;

/** A username-shaped version of a name or e-mail local part: "Åsa Öberg" → "asa.oberg". */
function usernameBase(source: string): string {
  return source
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ıßæøđłþœ]/g, (char) => FOLDS[char])
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, USERNAME_BASE_MAX)
    .replace(/\.+$/, '');
}

/** Display names too short for the profile rules fall back to the username. */
function fullnameOf(profile: OAuthProfile, username: string): string {
  const name = profile.name?.slice(0, AUTH_LIMITS.fullnameMax).trim() ?? '';
  return name.length >= AUTH_LIMITS.fullnameMin ? name : username;
}

/**
 * Signing in through a provider: a known identity signs its account in; otherwise an account
 * with the same address is linked only when both the provider and our records have it verified
 * (anything less would let someone take over an account by registering its address elsewhere),
 * and its address is told; otherwise a new account is created, if registration is open.
 *
 * An address the provider does not vouch for (Facebook never does) is not trusted: the new
 * account's address stays unverified and its link unconfirmed, so the mailbox owner's
 * verification or password reset ends the link (see settleUnconfirmedLinks) unless the owner
 * verifies from a session opened through it. Whoever typed someone else's address in at a
 * provider thus loses the account the moment its real owner claims it.
 */
export function createOAuthAccountsService(deps: AuthDeps) {
  const { handle, mailer, config } = deps;
  const { db } = handle;

  async function uniqueUsername(profile: OAuthProfile, email: string): Promise<string> {
    let base = usernameBase(profile.name ?? '');
    if (base.length < AUTH_LIMITS.usernameMin) base = usernameBase(email.split('@')[0]);
    if (base.length < AUTH_LIMITS.usernameMin) base = 'user';
    if (!(await isUsernameTaken(db, base))) return base;
    for (let attempt = 0; attempt < 10; attempt++) {
      const candidate = `${base}${randomInt(1000, 10000)}`;
      if (!(await isUsernameTaken(db, candidate))) return candidate;
    }
    return `user${randomInt(10 ** 8, 10 ** 9)}`;
  }

  /** `confirmed`: the account's address was verified when the link was made. */
  const insertLink = async (executor: typeof db, userId: number, provider: OAuthProvider, profile: OAuthProfile, confirmed: boolean) => {
    const now = new Date().toISOString();
    const { id } = await executor.insertInto('oauth_accounts').values({
      user_id: userId,
      provider,
      provider_user_id: profile.subject,
      email: profile.email,
      confirmed_at: confirmed ? now : null,
      created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  };

  const findLink = (provider: OAuthProvider, subject: string) =>
    db.selectFrom('oauth_accounts')
      .innerJoin('users', 'users.id', 'oauth_accounts.user_id')
      .select(['oauth_accounts.id as link_id', 'users.id', 'users.status'])
      .where('oauth_accounts.provider', '=', provider)
      .where('oauth_accounts.provider_user_id', '=', subject)
      .executeTakeFirst();

  /**
   * Links an identity to an existing account and mails its address about it; the same link made
   * by a parallel request is fine (that request mails). Returns the link's id.
   */
  async function linkExisting(user: UserRow, provider: OAuthProvider, profile: OAuthProfile, locale: Locale): Promise<number> {
    const mail = await mailer.render(user.email, locale, {
      template: 'provider_linked',
      provider,
      when: mailer.formatWhen(new Date(), locale, user.time_zone),
      securityUrl: pageLink(config.publicUrl, '/auth/security', locale),
    });
    try {
      const linkId = await userTransaction(deps, async (trx, publish) => {
        const id = await insertLink(trx, user.id, provider, profile, true);
        // The ways into the account changed: a staff copy loaded before is stale.
        await userWrites.update(trx, user.id, {}, { publish });
        await mailer.queue(mail, trx);
        return id;
      });
      mailer.deliverSoon();
      return linkId;
    } catch (error) {
      const made = isUniqueViolation(error) ? await findLink(provider, profile.subject) : undefined;
      if (!made) throw error;
      return made.link_id;
    }
  }

  return {
    async signIn(provider: OAuthProvider, profile: OAuthProfile, remember: boolean, request: AuthRequest): Promise<AuthResult> {
      const linked = await findLink(provider, profile.subject);
      if (linked) {
        assertActive(linked.status);
        return openSession(deps, linked.id, remember, request, linked.link_id);
      }

      if (!profile.email) throw new ApiError(400, 'oauth_email_required');
      const existing = await findUserByEmail(db, profile.email);
      if (existing) {
        if (!profile.emailVerified || existing.email_verified_at === null) throw new ApiError(409, 'oauth_email_conflict');
        assertActive(existing.status);
        const linkId = await linkExisting(existing, provider, profile, request.locale);
        return openSession(deps, existing.id, remember, request, linkId);
      }

      await assertRegistrationOpen(deps);
      const username = await uniqueUsername(profile, profile.email);
      let linkId = 0;
      const userId = await createAccount(
        deps,
        {
          username,
          email: profile.email,
          fullname: fullnameOf(profile, username),
          birthday: null,
          passwordHash: '',
          emailVerified: profile.emailVerified,
        },
        request.locale,
        async (trx, id) => {
          linkId = await insertLink(trx, id, provider, profile, profile.emailVerified);
        },
      );
      return openSession(deps, userId, remember, request, linkId);
    },
  };
}
