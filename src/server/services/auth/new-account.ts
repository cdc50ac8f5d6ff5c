import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { unavailableCause } from '@/server/db/unavailable';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import { ApiError } from '../api-error';
import { newToken } from '../tokens';
import type { AuthDeps } from './context';
import { verifyLink } from './links';
import { assertAvailable, isUniqueViolation } from './users';
import { storeVerificationToken } from './verification-tokens';

type Executor = DbHandle['db'];

export interface NewAccount {
  username: string;
  email: string;
  fullname: string;
  birthday: string | null;
  /** Empty for an account that signs in only through a provider. */
  passwordHash: string;
  /** A provider vouched for the address, so it needs no verification mail. */
  emailVerified: boolean;
}

/** Registration is open only when the setting is exactly true, as the public settings report it. */
export async function assertRegistrationOpen({ settings }: Pick<AuthDeps, 'settings'>): Promise<void> {
  if ((await settings.get('registration')) !== true) throw new ApiError(403, 'registration_disabled');
}

/** The role in the `default_role` setting; a missing role falls back to the seeded "user" role. */
async function defaultRoleId({ handle, settings }: Pick<AuthDeps, 'handle' | 'settings'>): Promise<number> {
  const configured = await settings.get('default_role');
  const { db } = handle;
  if (typeof configured === 'number') {
    const role = await db.selectFrom('roles').select('id').where('id', '=', configured).executeTakeFirst();
    if (role) return role.id;
  }
  console.error(`[auth] setting default_role (${JSON.stringify(configured)}) names no role; new accounts get the "user" role`);
  const fallback = await db.selectFrom('roles').select('id').where('name', '=', 'user').executeTakeFirst();
  if (!fallback) throw new ApiError(500, 'account_creation_failed');
  return fallback.id;
}

/**
 * Creates an account with its welcome notification and welcome mail (with a verification link
 * unless the address is already verified), all in one transaction; `alsoInside` adds more
 * writes to it (e.g. linking the provider identity). 409 names the taken fields.
 */
export async function createAccount(
  deps: AuthDeps,
  account: NewAccount,
  locale: Locale,
  alsoInside?: (trx: Executor, userId: number) => Promise<void>,
): Promise<number> {
  const { handle, config, mailer, notifications } = deps;
  await assertAvailable(handle.db, { username: account.username, email: account.email });
  const roleId = await defaultRoleId(deps);
  const verifyToken = account.emailVerified ? null : newToken();
  const welcome = verifyToken
    ? await mailer.render(account.email, locale, {
        template: 'welcome',
        name: account.fullname,
        verifyUrl: verifyLink(config.publicUrl, locale, verifyToken),
      })
    : null;
  const now = new Date().toISOString();

  try {
    const userId = await userTransaction(deps, async (trx, publish) => {
      const id = await userWrites.insert(trx, {
        username: account.username,
        email: account.email,
        password_hash: account.passwordHash,
        fullname: account.fullname,
        gender: null,
        birthday: account.birthday,
        avatar: null,
        role_id: roleId,
        status: 'active',
        email_verified_at: account.emailVerified ? now : null,
        // The language the account is made in, until the user picks another for the dashboard.
        dashboard_locale: locale,
      }, { publish });
      if (verifyToken && welcome) {
        await storeVerificationToken(trx, verifyToken, { userId: id, kind: 'verify_email', email: account.email });
        await mailer.queue(welcome, trx);
      }
      await notifications.create(id, 'notification_welcome', null, trx);
      await alsoInside?.(trx, id);
      return id;
    });
    if (welcome) mailer.deliverSoon();
    return userId;
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(handle.db, { username: account.username, email: account.email });
    // A database that is away or can't write is a 503, not this request's failure.
    if (error instanceof ApiError || unavailableCause(error)) throw error;
    console.error('[auth] creating an account failed:', error);
    throw new ApiError(500, 'account_creation_failed', undefined, { cause: error });
  }
}
