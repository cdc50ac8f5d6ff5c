import type { Locale } from '@/i18n/locales';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import type { AuthUser } from '@/shared/types';
import { ApiError } from '../api-error';
import { newToken } from '../tokens';
import { assertActive } from './account-status';
import type { AuthDeps } from './context';
import { verifyLink } from './links';
import { linkOfSession, settleUnconfirmedLinks } from './oauth-links';
import { loadAuthUser } from './users';
import { claimToken, findPendingToken, storeVerificationToken } from './verification-tokens';

/** E-mail verification through the single-use link mailed on sign-up and on an address change. */
export function createVerificationService(deps: Pick<AuthDeps, 'handle' | 'bus' | 'sessions' | 'mailer' | 'config'>) {
  const { handle, sessions, mailer, config } = deps;
  const { db } = handle;
  const invalid = () => new ApiError(400, 'verification_link_invalid');

  return {
    /**
     * Verifies the address the link was sent to, if it is still the user's, and returns the user.
     * Provider links made before the address was verified end (see settleUnconfirmedLinks),
     * except the one the caller's session (`callerSessionId`) was opened through.
     */
    async verify(token: string, callerSessionId: number | null): Promise<AuthUser> {
      const pending = await findPendingToken(db, token, 'verify_email');
      if (!pending) throw invalid();
      const user = await db.selectFrom('users').select(['email', 'status']).where('id', '=', pending.userId).executeTakeFirst();
      if (!user || user.email.toLowerCase() !== pending.email?.toLowerCase()) throw invalid();
      assertActive(user.status);
      await userTransaction(deps, async (trx, publish) => {
        if (!(await claimToken(trx, pending.id))) throw invalid();
        const verified = await userWrites.update(trx, pending.userId, { email_verified_at: new Date().toISOString(), verified_email_replaced_at: null }, {
          publish,
          onlyIf: (eb) => eb('email', '=', user.email),
        });
        if (!verified) throw invalid();
        const callerLink = callerSessionId === null ? null : await linkOfSession(trx, pending.userId, callerSessionId);
        const ended = await settleUnconfirmedLinks(trx, pending.userId, callerLink);
        // Sessions opened before migration 0003 do not say which link they came through.
        if (ended) await sessions.deleteAllIn(trx, pending.userId, callerSessionId ?? undefined);
      });
      const verified = await loadAuthUser(handle, pending.userId);
      if (!verified) throw invalid();
      return verified;
    },

    /**
     * Mails the signed-in user a new link for their current address (the earlier link stops
     * working): for a link that expired or never arrived. 409 when the address is verified.
     */
    async resend(user: AuthUser, locale: Locale): Promise<void> {
      if (user.email_verified) throw new ApiError(409, 'email_already_verified');
      const token = newToken();
      const mail = await mailer.render(user.email, locale, {
        template: 'verify_email',
        email: user.email,
        verifyUrl: verifyLink(config.publicUrl, locale, token),
      });
      // The user asked for this mail to their own address: say that it was not sent.
      if (!mail) throw new ApiError(429, 'too_many_requests');
      await db.transaction().execute(async (trx) => {
        await storeVerificationToken(trx, token, { userId: user.id, kind: 'verify_email', email: user.email });
        await mailer.queue(mail, trx);
      });
      mailer.deliverSoon();
    },
  };
}
