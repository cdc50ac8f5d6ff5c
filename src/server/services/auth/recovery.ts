import type { Locale } from '@/i18n/locales';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import { ApiError } from '../api-error';
import { hashPassword } from '../passwords';
import { newToken } from '../tokens';
import type { AuthDeps } from './context';
import { assertNotPersonalPassword } from './password-policy';
import { tokenLink } from './links';
import { settleUnconfirmedLinks } from './oauth-links';
import { findUserByEmail } from './users';
import { claimToken, findPendingToken, storeVerificationToken, TOKEN_LIFETIME_MS } from './verification-tokens';

/** The links that set a password: a reset the owner asked for, and staff's invitation of a new user. */
const PASSWORD_SETTING_KINDS = ['reset_password', 'invitation'] as const;

export interface ResetRequest {
  email: string;
  /** The site path of the recovery page (validated as site-relative by the schema). */
  path: string;
}

/**
 * Password recovery: a single-use reset link (60 minutes) by mail, and the reset itself, which
 * ends every session of the account and the provider links made before its address was verified.
 */
export function createRecoveryService(deps: AuthDeps) {
  const { handle, config, mailer, notifications, sessions } = deps;
  const { db } = handle;
  /** Reset requests still being worked on, so shutdown (and tests) can wait for them. */
  const inFlight = new Set<Promise<void>>();

  async function sendResetLink({ email, path }: ResetRequest, locale: Locale): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== 'active') return;
    // An address not verified yet that replaced a verified one may be an intruder's: the owner
    // undoes the change through the link mailed to the old address instead.
    if (user.email_verified_at === null && user.verified_email_replaced_at !== null) return;
    const token = newToken();
    const mail = await mailer.render(user.email, locale, {
      template: 'recovery',
      resetUrl: tokenLink(config.publicUrl, path, locale, token),
      minutes: TOKEN_LIFETIME_MS.reset_password / 60_000,
    });
    if (!mail) return;
    await db.transaction().execute(async (trx) => {
      await storeVerificationToken(trx, token, { userId: user.id, kind: 'reset_password', email: user.email });
      await mailer.queue(mail, trx);
    });
    mailer.deliverSoon();
  }

  return {
    /**
     * Answers at once and does the work afterwards, so neither the answer nor its timing says
     * whether the address belongs to an account.
     */
    requestReset(request: ResetRequest, locale: Locale): void {
      const work = sendResetLink(request, locale)
        .catch((error: unknown) => console.error('[auth] sending a reset link failed:', error))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /** Sets the new password (through a reset link or an invitation), uses up the link and ends every session of the account. */
    async resetPassword(token: string, newPassword: string, locale: Locale): Promise<void> {
      const invalid = () => new ApiError(400, 'recovery_code_invalid');
      const pending = await findPendingToken(db, token, PASSWORD_SETTING_KINDS);
      if (!pending) throw invalid();
      const user = await db.selectFrom('users').select(['id', 'username', 'email', 'status', 'time_zone']).where('id', '=', pending.userId).executeTakeFirst();
      // A link mailed to an address the account no longer has is void.
      if (!user || user.status !== 'active' || user.email !== pending.email) throw invalid();
      assertNotPersonalPassword(newPassword, user, 'new_password');

      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      const mail = await mailer.render(user.email, locale, { template: 'password_changed', when: mailer.formatWhen(now, locale, user.time_zone) });
      await userTransaction(deps, async (trx, publish) => {
        if (!(await claimToken(trx, pending.id))) throw invalid();
        await userWrites.update(trx, user.id, { password_hash: passwordHash }, { publish });
        await sessions.deleteAllIn(trx, user.id);
        await settleUnconfirmedLinks(trx, user.id, null);
        await notifications.create(user.id, 'notification_password_changed', null, trx);
        await mailer.queue(mail, trx);
      });
      mailer.deliverSoon();
    },

    /** Resolves once every reset request taken so far has been worked off. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}
