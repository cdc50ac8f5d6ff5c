import type { DbHandle } from '@/server/db/connect';
import type { VerificationTokensTable } from '@/server/db/schema';
import { hashToken } from '../tokens';

type Executor = DbHandle['db'];
export type VerificationKind = VerificationTokensTable['kind'];

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<VerificationKind, number> = {
  reset_password: 60 * 60_000,
  verify_email: 48 * 60 * 60_000,
  /** The undo link of an e-mail change: long enough for an owner who reads mail weekly. */
  revert_email: 7 * 24 * 60 * 60_000,
  /** A new user's set-password link from staff: a week, since it may be passed on by hand. */
  invitation: 7 * 24 * 60 * 60_000,
};

/**
 * Kinds of which only the newest link works. Every undo link of an e-mail change stays valid:
 * a second change must not void the link that went to the first, verified address.
 */
const ONE_AT_A_TIME: Record<VerificationKind, boolean> = { reset_password: true, verify_email: true, revert_email: false, invitation: true };

export interface IssuedFor {
  userId: number;
  kind: VerificationKind;
  /** The address the link was sent to; a verification only counts while it is still the user's. */
  email: string;
  /** revert_email: the username to restore. */
  username?: string;
}

/**
 * Stores the hash of a single-use token (made beforehand, so the mail carrying it can be rendered
 * before the transaction) and, for most kinds, voids the user's earlier unused tokens of the kind.
 */
export async function storeVerificationToken(executor: Executor, token: string, { userId, kind, email, username }: IssuedFor): Promise<void> {
  if (ONE_AT_A_TIME[kind]) await voidTokens(executor, userId, [kind]);
  await executor.insertInto('verification_tokens').values({
    user_id: userId,
    kind,
    token_hash: hashToken(token),
    email,
    username: username ?? null,
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]).toISOString(),
    used_at: null,
    created_at: new Date().toISOString(),
  }).execute();
}

/** Voids the user's unused tokens of the given kinds. */
export async function voidTokens(executor: Executor, userId: number, kinds: VerificationKind[]): Promise<void> {
  await executor.deleteFrom('verification_tokens')
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}

export interface PendingToken {
  id: number;
  userId: number;
  email: string | null;
  username: string | null;
}

/** An unused, unexpired token of the kind (or of any of the kinds), looked up by its hash. */
export async function findPendingToken(executor: Executor, token: string, kind: VerificationKind | readonly VerificationKind[]): Promise<PendingToken | null> {
  const row = await executor.selectFrom('verification_tokens')
    .select(['id', 'user_id', 'email', 'username'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', 'in', typeof kind === 'string' ? [kind] : kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, email: row.email, username: row.username } : null;
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
