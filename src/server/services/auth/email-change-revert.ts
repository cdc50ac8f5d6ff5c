import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import type { QueuedMail } from '@/server/mail/outbox';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError } from '../api-error';
import { tooManyRequests } from '../rate-limits';
import { newToken } from '../tokens';
import { assertActive } from './account-status';
import type { AuthDeps } from './context';
import { tokenLink } from './links';
import { endAllLinks } from './oauth-links';
import { isUniqueViolation, isUsernameTaken } from './users';
import { claimToken, findPendingToken, storeVerificationToken, TOKEN_LIFETIME_MS, voidTokens } from './verification-tokens';

type Executor = DbHandle['db'];

/** Where the undo link lands: the recovery page, which undoes the change and then asks for a new password. */
const REVERT_PAGE = '/auth/recovery-account';
/** The undo link's query parameter (`?token=` on that page is a reset link). */
export const REVERT_PARAM = 'revert';

export interface RevertLink {
  token: string;
  mail: QueuedMail;
}

/**
 * The mail that tells the old, verified address of an e-mail change, with a link that undoes it;
 * rendered before the change's transaction, stored inside it by storeRevertLink.
 */
export async function prepareRevertLink(
  { mailer, config }: Pick<AuthDeps, 'mailer' | 'config'>,
  current: AuthUser,
  newEmail: string,
  locale: Locale,
): Promise<RevertLink> {
  const token = newToken();
  const mail = await mailer.render(current.email, locale, {
    template: 'email_change_revert',
    email: newEmail,
    when: mailer.formatWhen(new Date(), locale, current.time_zone),
    days: TOKEN_LIFETIME_MS.revert_email / 86_400_000,
    revertUrl: tokenLink(config.publicUrl, REVERT_PAGE, locale, token, REVERT_PARAM),
  });
  // The old address must hear of the change: when it has had its share of notices, no change now.
  if (!mail) throw tooManyRequests(60 * 60);
  return { token, mail };
}

/** Stores the undo link (with the address and username it restores) and queues its mail. */
export async function storeRevertLink(trx: Executor, { mailer }: Pick<AuthDeps, 'mailer'>, link: RevertLink, current: AuthUser): Promise<void> {
  await storeVerificationToken(trx, link.token, { userId: current.id, kind: 'revert_email', email: current.email, username: current.username });
  await mailer.queue(link.mail, trx);
}

/** Undoing an e-mail change through the link mailed to the old address. */
export function createEmailChangeRevertService(deps: Pick<AuthDeps, 'handle' | 'bus' | 'sessions'>) {
  const { handle, sessions } = deps;
  const { db } = handle;
  const invalid = () => new ApiError(400, 'revert_link_invalid');

  return {
    /**
     * Restores the old address (verified now: the link was opened from it) and the old username
     * when no one else has it; ends every session and every provider link (the intruder may have
     * added one, and which cannot be told) and voids the account's other links, later undo links
     * included. Returns a new reset token, so the owner chooses a new password straight away.
     */
    async revert(token: string): Promise<{ resetToken: string }> {
      const pending = await findPendingToken(db, token, 'revert_email');
      const email = pending?.email;
      if (!pending || !email) throw invalid();
      const user = await db.selectFrom('users').select(['status', 'username']).where('id', '=', pending.userId).executeTakeFirst();
      if (!user) throw invalid();
      assertActive(user.status);
      const username = pending.username && !(await isUsernameTaken(db, pending.username, pending.userId)) ? pending.username : user.username;
      const resetToken = newToken();
      const now = new Date().toISOString();
      try {
        await userTransaction(deps, async (trx, publish) => {
          if (!(await claimToken(trx, pending.id))) throw invalid();
          await userWrites.update(trx, pending.userId, { email, username, email_verified_at: now, verified_email_replaced_at: null }, { publish });
          await sessions.deleteAllIn(trx, pending.userId);
          await endAllLinks(trx, pending.userId);
          await voidTokens(trx, pending.userId, ['verify_email', 'reset_password', 'revert_email']);
          await storeVerificationToken(trx, resetToken, { userId: pending.userId, kind: 'reset_password', email });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError({ email: 'email_taken' }, 'account_already_exists');
        throw error;
      }
      return { resetToken };
    },
  };
}
