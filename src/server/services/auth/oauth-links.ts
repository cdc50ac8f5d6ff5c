import type { DbHandle } from '@/server/db/connect';
import { orNotFound } from '@/server/entities/declaration';
import { userTransaction, userWrites } from '@/server/entities/user-writes';
import { usersEntity } from '@/server/entities/users';
import type { OAuthProvider } from '@/server/oauth/providers';
import { ApiError } from '../api-error';
import type { AuthDeps } from './context';

type Executor = DbHandle['db'];

/** One provider identity linked to the account, as the security page lists it. */
export interface LinkedProvider {
  id: number;
  provider: OAuthProvider;
  /** The address the provider reported when the link was made. */
  email: string | null;
  created_at: string;
}

/** The ways the account can be signed in to. */
export interface SignInMethods {
  has_password: boolean;
  links: LinkedProvider[];
}

/** Ends provider links and every session opened through them, inside the caller's transaction. */
async function endLinks(executor: Executor, linkIds: number[]): Promise<void> {
  if (!linkIds.length) return;
  await executor.deleteFrom('sessions').where('oauth_account_id', 'in', linkIds).execute();
  await executor.deleteFrom('oauth_accounts').where('id', 'in', linkIds).execute();
}

/** Ends every provider link of the user (and the sessions opened through them). */
export async function endAllLinks(executor: Executor, userId: number): Promise<void> {
  const links = await executor.selectFrom('oauth_accounts').select('id').where('user_id', '=', userId).execute();
  await endLinks(executor, links.map((link) => link.id));
}

/**
 * The owner of the account's mailbox has just proved it (verified the address, reset the
 * password): links made while the address was unverified, by whoever typed it in at a provider,
 * end with their sessions. Only the link the proving session was opened through (`keepLinkId`)
 * is kept, and confirmed: the person holding it also holds the mailbox. Returns how many ended.
 */
export async function settleUnconfirmedLinks(executor: Executor, userId: number, keepLinkId: number | null): Promise<number> {
  if (keepLinkId !== null) {
    await executor.updateTable('oauth_accounts')
      .set({ confirmed_at: new Date().toISOString() })
      .where('id', '=', keepLinkId)
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .execute();
  }
  const unconfirmed = await executor.selectFrom('oauth_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
  await endLinks(executor, unconfirmed.map((link) => link.id));
  return unconfirmed.length;
}

/** The provider link a session of the user was opened through, if any. */
export async function linkOfSession(executor: Executor, userId: number, sessionId: number): Promise<number | null> {
  const session = await executor.selectFrom('sessions')
    .select('oauth_account_id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return session?.oauth_account_id ?? null;
}

/** The signed-in user's linked providers: the list on the security page, and unlinking one. */
export function createOAuthLinksService(deps: Pick<AuthDeps, 'handle' | 'bus'>) {
  const { handle } = deps;
  const { db } = handle;

  /** The user's password hash; on PostgreSQL the row stays locked until the transaction ends, so two unlinks take turns. */
  async function lockedPasswordHash(trx: Executor, userId: number): Promise<string> {
    const query = trx.selectFrom('users').select('password_hash').where('id', '=', userId);
    return orNotFound(usersEntity, await (handle.engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst()).password_hash;
  }

  return {
    async list(userId: number): Promise<SignInMethods> {
      const [user, links] = await Promise.all([
        db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('oauth_accounts')
          .select(['id', 'provider', 'email', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return { has_password: orNotFound(usersEntity, user).password_hash !== '', links };
    },

    /**
     * Unlinks one of the user's providers and ends the sessions opened through it, except the
     * caller's own. 404 for another user's (or an unknown) link; 409 when it is the last way into
     * an account without a password.
     */
    async unlink(userId: number, linkId: number, callerSessionId: number): Promise<void> {
      await userTransaction(deps, async (trx, publish) => {
        const passwordHash = await lockedPasswordHash(trx, userId);
        const links = await trx.selectFrom('oauth_accounts').select('id').where('user_id', '=', userId).execute();
        if (!links.some((link) => link.id === linkId)) throw new ApiError(404, 'oauth_link_not_found');
        if (!passwordHash && links.length === 1) throw new ApiError(409, 'oauth_last_sign_in_method');
        await trx.updateTable('sessions')
          .set({ oauth_account_id: null })
          .where('id', '=', callerSessionId)
          .where('oauth_account_id', '=', linkId)
          .execute();
        await endLinks(trx, [linkId]);
        // The ways into the account changed: a staff copy loaded before is stale.
        await userWrites.update(trx, userId, {}, { publish });
      });
    },
  };
}
