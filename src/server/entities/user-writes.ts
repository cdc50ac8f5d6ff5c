import type { Expression, ExpressionBuilder, Insertable, Kysely, SqlBool, Updateable } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { Database, UsersTable } from '@/server/db/schema';
import { ApiError } from '@/server/services/api-error';
import type { ServiceDeps } from '@/server/services/deps';
import type { InvalidationTopic } from '@/server/services/invalidation';
import { roleTopic, userTopic } from '@/server/services/session-topics';
import type { Trx } from './operations';
import { orNotFound } from './declaration';
import { usersEntity } from './users';

/**
 * The one write path of the `users` table, for the dashboard (inside operations.run) and the
 * account side (inside userTransaction) alike: every write raises the row's `version` and
 * `updated_at`, so a staff member's save of an older copy is a 409 whoever changed the row since,
 * and has the user's topic published once after the commit, so cached sessions show the change at
 * once. The remembered language alone raises only the version (see rememberLocale).
 */

/** Queues an invalidation to be published once the write's transaction has committed. */
export type PublishAfterCommit = (topic: InvalidationTopic, detail: string) => void;

/**
 * For writes inside operations.run whose entity and record are the ones written (usersEntity with
 * the user's id, rolesEntity with the role users move out of): run() publishes that topic itself.
 */
export const publishedByOperation: PublishAfterCommit = () => undefined;

export type NewUser = Omit<Insertable<UsersTable>, 'id' | 'version' | 'created_at' | 'updated_at'>;
export type UserChanges = Omit<Updateable<UsersTable>, 'id' | 'version' | 'created_at' | 'updated_at'>;

export interface UserUpdateOptions {
  publish: PublishAfterCommit;
  /** The version the writer loaded: a row that moved on since is a 409 (stale_version). */
  expectedVersion?: number;
  /** Writes only a row that also matches this; otherwise nothing is written or published and update() answers false. */
  onlyIf?: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>;
}

const nextVersion = (eb: ExpressionBuilder<Database, 'users'>) => eb('version', '+', 1);
const raisedVersion = (eb: ExpressionBuilder<Database, 'users'>) => ({ version: nextVersion(eb), updated_at: new Date().toISOString() });
const publishUser = (publish: PublishAfterCommit, id: number) => publish(usersEntity.topic, userTopic(id));

export const userWrites = {
  /** A new user row (version 1); returns its id. Its dashboard's language starts as its language. */
  async insert(trx: Trx, values: NewUser, { publish }: Pick<UserUpdateOptions, 'publish'>): Promise<number> {
    const now = new Date().toISOString();
    const { id } = await trx.insertInto('users').values({ dashboard_locale: values.locale ?? null, ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    publishUser(publish, id);
    return id;
  },

  /**
   * Changes a user row (no changes: only the version, e.g. for a provider link made or ended).
   * 404 when the user is gone; false when `onlyIf` did not hold.
   */
  async update(trx: Trx, id: number, changes: UserChanges, { publish, expectedVersion, onlyIf }: UserUpdateOptions): Promise<boolean> {
    let query = trx.updateTable('users').set((eb) => ({ ...changes, ...raisedVersion(eb) })).where('id', '=', id);
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
    if (onlyIf) query = query.where(onlyIf);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      publishUser(publish, id);
      return true;
    }
    const exists = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    orNotFound(usersEntity, exists);
    if (expectedVersion !== undefined) throw new ApiError(409, 'stale_version');
    return false;
  },

  /**
   * Stores the language a user's client named, only in a row holding another. It raises the
   * version, so a staff copy loaded before cannot put the old language back, but leaves
   * `updated_at` and publishes nothing: a cached session shows neither the language nor anything
   * else this changes. The session that named it has learned it already, and any other learns it
   * from its next request naming it (whose write then changes nothing), so the hot GET /api/auth
   * read keeps answering from memory after a language switch.
   */
  async rememberLocale(executor: Kysely<Database>, id: number, locale: Locale): Promise<void> {
    await executor.updateTable('users')
      .set((eb) => ({ locale, version: nextVersion(eb) }))
      .where('id', '=', id)
      .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '!=', locale)]))
      .execute();
  },

  async remove(trx: Trx, id: number, { publish }: Pick<UserUpdateOptions, 'publish'>): Promise<void> {
    await trx.deleteFrom('users').where('id', '=', id).execute();
    publishUser(publish, id);
  },

  /**
   * Moves every user of one role to another (a role transfer), raising each one's version; their
   * cached sessions are dropped by one publication of the role they leave. Returns how many moved.
   */
  async moveRole(trx: Trx, fromRoleId: number, toRoleId: number, { publish }: Pick<UserUpdateOptions, 'publish'>): Promise<number> {
    const moved = await trx.updateTable('users')
      .set((eb) => ({ role_id: toRoleId, ...raisedVersion(eb) }))
      .where('role_id', '=', fromRoleId)
      .executeTakeFirst();
    // Their cached sessions hold the role they leave: its detail (rolesEntity's) drops them all.
    publish(usersEntity.topic, roleTopic(fromRoleId));
    return Number(moved.numUpdatedRows);
  },
};

/**
 * A transaction of the account side, whose user writes are not dashboard operations (no access
 * check, no audit row): what they queue through `publish` goes out after the commit, each
 * topic and detail once, and nothing when the transaction rolls back.
 */
export async function userTransaction<T>(
  { handle, bus }: Pick<ServiceDeps, 'handle' | 'bus'>,
  work: (trx: Trx, publish: PublishAfterCommit) => Promise<T>,
): Promise<T> {
  const queued = new Map<string, { topic: InvalidationTopic; detail: string }>();
  const result = await handle.db.transaction().execute((trx) => work(trx, (topic, detail) => queued.set(`${topic} ${detail}`, { topic, detail })));
  for (const { topic, detail } of queued.values()) bus.publish(topic, detail);
  return result;
}
