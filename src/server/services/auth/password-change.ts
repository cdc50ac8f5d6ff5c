import type { Locale } from '@/i18n/locales';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import { fieldError } from '../api-error';
import { hashPassword, verifyPassword } from '../passwords';
import type { AuthDeps } from './context';
import { assertNotPersonalPassword } from './password-policy';

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * Changing the password of a signed-in user: the caller's session gets a new token and every
 * other session ends.
 */
export function createPasswordChangeService(deps: AuthDeps) {
  const { handle, mailer, notifications, sessions } = deps;
  const { db } = handle;
  return {
    /** Returns the caller's new session token. */
    async changePassword(userId: number, sessionId: number, change: PasswordChange, locale: Locale): Promise<string> {
      const user = await db.selectFrom('users').select(['username', 'email', 'password_hash', 'time_zone']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (!user.password_hash || !(await verifyPassword(user.password_hash, change.current_password))) {
        throw fieldError('current_password', 'current_password_wrong');
      }
      assertNotPersonalPassword(change.new_password, user, 'new_password');
      const passwordHash = await hashPassword(change.new_password);
      const now = new Date();
      const mail = await mailer.render(user.email, locale, { template: 'password_changed', when: mailer.formatWhen(now, locale, user.time_zone) });
      const token = await userTransaction(deps, async (trx, publish) => {
        await userWrites.update(trx, userId, { password_hash: passwordHash }, { publish });
        await sessions.deleteAllIn(trx, userId, sessionId);
        const rotated = await sessions.rotate(sessionId, trx);
        await notifications.create(userId, 'notification_password_changed', null, trx);
        await mailer.queue(mail, trx);
        return rotated;
      });
      mailer.deliverSoon();
      return token;
    },
  };
}
