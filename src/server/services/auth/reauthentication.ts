import type { DbHandle } from '@/server/db/connect';
import { ApiError, fieldError } from '../api-error';
import { verifyPassword } from '../passwords';

type Executor = DbHandle['db'];

/**
 * How recently an account without a password (one that signs in only through a provider) must
 * have signed in to change its e-mail address or username: it has no password to ask for.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * Proof that the person at the keyboard is the account's owner, not someone holding a session:
 * the current password (422 on current_password when missing or wrong, like a password change),
 * or, for an account without one, a session opened at most RECENT_SIGN_IN_MS ago (else 403:
 * nothing in the form can fix that, only signing in again).
 */
export async function assertReauthenticated(db: Executor, userId: number, sessionId: number, currentPassword: string | undefined): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.password_hash) {
    if (!currentPassword) throw fieldError('current_password', 'current_password_required');
    if (!(await verifyPassword(user.password_hash, currentPassword))) throw fieldError('current_password', 'current_password_wrong');
    return;
  }
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  if (!session || Date.now() - Date.parse(session.created_at) > RECENT_SIGN_IN_MS) throw new ApiError(403, 'reauthentication_required');
}
