import type { Updateable } from 'kysely';
import type { Database } from '@/server/db/schema';
import { ApiError } from '@/server/services/api-error';
import { notFoundError, type EntityDeclaration } from './declaration';
import type { Trx } from './operations';

/** Tables with a `version` column (migrations 0005, 0011, 0012 and 0030). */
export type VersionedTable = 'users' | 'roles' | 'modules' | 'module_contents' | 'menus';

/**
 * Optimistic concurrency: writes `values` only if the record is still at `version`, and raises
 * it. A record that moved on is a 409 (stale_version), one that is gone the entity's 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Trx,
  table: T,
  id: number,
  version: number,
  values: Updateable<Database[T]>,
  entity: Pick<EntityDeclaration, 'notFound'>,
): Promise<void> {
  // Kysely cannot narrow a generic table name; the tables share id, version and updated_at.
  const result = await trx.updateTable(table as 'users')
    .set((eb) => ({ ...(values as Updateable<Database['users']>), version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await trx.selectFrom(table as 'users').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? new ApiError(409, 'stale_version') : notFoundError(entity);
}
