import { randomInt } from 'node:crypto';
import type { OAuthProfile, OAuthProvider } from '@/server/oauth/providers';
import { AUTH_LIMITS } from '@/shared/schemas/auth';
import { ApiError } from '../api-error';
import { assertActive } from './account-status';
import type { AuthDeps, AuthRequest, AuthResult } from './context';
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
 * (anything less would let someone take over an account by registering its address elsewhere);
 * otherwise a new account is created, if registration is open.
 */
export function createOAuthAccountsService(deps: AuthDeps) {
  const { db } = deps.handle;

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

  const insertLink = (executor: typeof db, userId: number, provider: OAuthProvider, profile: OAuthProfile) =>
    executor.insertInto('oauth_accounts').values({
      user_id: userId,
      provider,
      provider_user_id: profile.subject,
      email: profile.email,
      created_at: new Date().toISOString(),
    }).execute();

  /** Links an identity to an existing account; the same link made by a parallel request is fine. */
  async function linkExisting(userId: number, provider: OAuthProvider, profile: OAuthProfile): Promise<void> {
    try {
      await insertLink(db, userId, provider, profile);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  return {
    async signIn(provider: OAuthProvider, profile: OAuthProfile, remember: boolean, request: AuthRequest): Promise<AuthResult> {
      const linked = await db.selectFrom('oauth_accounts')
        .innerJoin('users', 'users.id', 'oauth_accounts.user_id')
        .select(['users.id', 'users.status'])
        .where('oauth_accounts.provider', '=', provider)
        .where('oauth_accounts.provider_user_id', '=', profile.subject)
        .executeTakeFirst();
      if (linked) {
        assertActive(linked.status);
        return openSession(deps, linked.id, remember, request);
      }

      if (!profile.email) throw new ApiError(400, 'oauth_email_required');
      const existing = await findUserByEmail(db, profile.email);
      if (existing) {
        if (!profile.emailVerified || existing.email_verified_at === null) throw new ApiError(409, 'oauth_email_conflict');
        assertActive(existing.status);
        await linkExisting(existing.id, provider, profile);
        return openSession(deps, existing.id, remember, request);
      }

      await assertRegistrationOpen(deps);
      const username = await uniqueUsername(profile, profile.email);
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
          await insertLink(trx, id, provider, profile);
        },
      );
      return openSession(deps, userId, remember, request);
    },
  };
}
