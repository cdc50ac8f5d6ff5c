import type { DbHandle } from '@/server/db/connect';
import type { VerificationTokensTable } from '@/server/db/schema';
import { hashToken } from '../tokens';

type Executor = DbHandle['db'];
export type VerificationKind = VerificationTokensTable['kind'];

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<VerificationKind, number> = {
  reset_password: 60 * 60_000,
  verify_email: 48 * 60 * 60_000,
};

export interface IssuedFor {
  userId: number;
  kind: VerificationKind;
  /** The address the link was sent to; a verification only counts while it is still the user's. */
  email: string;
}

/**
 * Stores the hash of a single-use token (made beforehand, so the mail carrying it can be rendered
 * before the transaction) and voids the user's earlier unused tokens of the same kind.
 */
export async function storeVerificationToken(executor: Executor, token: string, { userId, kind, email }: IssuedFor): Promise<void> {
  await executor.deleteFrom('verification_tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
  await executor.insertInto('verification_tokens').values({
    user_id: userId,
    kind,
    token_hash: hashToken(token),
    email,
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]).toISOString(),
    used_at: null,
    created_at: new Date().toISOString(),
  }).execute();
}

export interface PendingToken {
  id: number;
  userId: number;
  email: string | null;
}

/** An unused, unexpired token of the kind, looked up by its hash. */
export async function findPendingToken(executor: Executor, token: string, kind: VerificationKind): Promise<PendingToken | null> {
  const row = await executor.selectFrom('verification_tokens')
    .select(['id', 'user_id', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, email: row.email } : null;
}

/** Marks the token used; false when another request got there first (single use under concurrency). */
export async function claimToken(executor: Executor, tokenId: number): Promise<boolean> {
  const result = await executor.updateTable('verification_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
