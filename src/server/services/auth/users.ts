import { sql, type ExpressionBuilder } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Database, UserRow } from '@/server/db/schema';
import type { ValidationMessageKey } from '@/shared/api/messages';
import type { AuthUser } from '@/shared/types';
import { ConflictError } from '../api-error';
import { toAuthUser } from '../users-view';

type Executor = DbHandle['db'];

const USER_WITH_ROLE = [
  'users.id', 'users.username', 'users.email', 'users.fullname', 'users.gender', 'users.birthday',
  'users.avatar', 'users.status', 'users.email_verified_at', 'users.time_zone', 'users.dashboard_locale', 'users.created_at', 'users.updated_at',
  'roles.id as role_id', 'roles.name as role_name', 'roles.permissions as role_permissions',
] as const;

/** Usernames and e-mail addresses are unique regardless of case (see migration 0002). */
const sameUsername = (value: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb(sql<string>`lower(users.username)`, '=', value.toLowerCase());
const sameEmail = (value: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb(sql<string>`lower(users.email)`, '=', value.toLowerCase());

/** The user as the API shows it, or null. */
export async function loadAuthUser({ db, json }: DbHandle, userId: number, executor: Executor = db): Promise<AuthUser | null> {
  const row = await executor.selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(USER_WITH_ROLE)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? toAuthUser(row, json) : null;
}

/** A user by username or e-mail address (an identifier with @ is an address). */
export async function findUserByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const match = identifier.includes('@') ? sameEmail(identifier) : sameUsername(identifier);
  return db.selectFrom('users').selectAll().where(match).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sameEmail(email)).executeTakeFirst();
}

/**
 * A username or address that the pending undo link of another account's e-mail change would
 * restore: it stays reserved until the link expires, so no one can block the undo by taking it.
 */
async function isReservedForUndo(db: Executor, column: 'username' | 'email', value: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('verification_tokens')
    .select('id')
    .where('kind', '=', 'revert_email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .where(sql<string>`lower(${sql.ref(`verification_tokens.${column}`)})`, '=', value.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sameUsername(username));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined || isReservedForUndo(db, 'username', username, exceptUserId);
}

/**
 * 409 naming every field whose value another account already uses (both at once, so the form
 * shows all problems). Checked before writing; the unique indexes settle races.
 */
export async function assertAvailable(
  db: Executor,
  values: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  const taken: Record<string, ValidationMessageKey> = {};
  if (values.username !== undefined && (await isUsernameTaken(db, values.username, exceptUserId))) taken.username = 'username_taken';
  if (values.email !== undefined) {
    let query = db.selectFrom('users').select('id').where(sameEmail(values.email));
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    if ((await query.executeTakeFirst()) || (await isReservedForUndo(db, 'email', values.email, exceptUserId))) taken.email = 'email_taken';
  }
  if (Object.keys(taken).length) throw new ConflictError(taken, 'account_already_exists');
}

/** A unique index refused the write (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
