import type { ApiMessageKey } from '@/shared/api/messages';
import type { PermissionAction, PermissionKey } from '@/shared/permissions';
import { ApiError } from '@/server/services/api-error';
import type { InvalidationTopic } from '@/server/services/invalidation';

/**
 * Adding a dashboard entity (copy `sessions.ts` for a small one, `roles.ts` for a full one); the
 * README's "Adding a dashboard entity" is the same list. Paths are under src/.
 *  1. Table: a migration in server/db/migrations/ (frozen: it imports nothing from the app) and
 *     its row type in server/db/schema.ts.
 *  2. Permissions: the area and its actions in shared/permissions.ts.
 *  3. Wire shapes: zod schemas of the row, create, update and list query in shared/api/<name>.ts.
 *  4. Declaration and repository: server/entities/<name>.ts, `defineEntity` below (name, area,
 *     not-found message, topic, list columns) and one select with one row mapper; a missing
 *     record is `orNotFound(entity, row)`, the declared 404.
 *  5. Service: server/services/dashboard/<name>.ts, reads through listPage(), every write through
 *     `operations.run(entity, …)`; created in server/services/dashboard/index.ts.
 *  6. Routes: server/http/routes/dashboard/<name>.ts, thin, each guarded with
 *     `dashboardAccess(entity, action)`; the entity listed in server/entities/index.ts and its
 *     router beside it in server/http/routes/dashboard/index.ts, which mounts it at /api/dashboard/<name>.
 *  7. Screen: its path per locale in i18n/routing.ts, its entry in the dashboard's list of screens
 *     (components/dashboard/sections.ts), the page under app/[locale]/(gated)/dashboard/<name>/, its
 *     components in components/dashboard/<name>/.
 *  8. Translations in i18n/messages/{en,sv,tr}.json: `dashboard.<name>`, the `api` messages, any
 *     new audit action under `dashboard.overview`.
 *  9. Tests: its rows in tests/api/dashboard/access.test.ts, API tests on both engines, a browser test.
 *
 * What the entity layer knows about one managed entity. One name everywhere: the route
 * prefix (/api/dashboard/{name}), the audit rows' `entity`, the service and the shared schemas.
 */
export interface EntityDeclaration<Column extends string = string> {
  name: string;
  /** Permission area: the keys are `{area}.{action}` (design §4). */
  area: string;
  /** 404 message of a record that does not exist. */
  notFound: ApiMessageKey;
  /** Published after every committed write; `detail` narrows it to the record (e.g. `user:12`). */
  topic: InvalidationTopic;
  detail?: (recordId: number) => string;
  list: ListDeclaration<Column>;
}

/** How a list sorts and searches: the columns a client may name, mapped to SQL references. */
export interface ListDeclaration<Column extends string> {
  /**
   * Client sort name → column reference of the list query (`table.column`), or an alias of its
   * select (e.g. a count); an id tiebreak is added.
   */
  sortable: Record<Column, string>;
  /** Column references matched case-insensitively by `search` (substring). */
  searchable: readonly string[];
  /** SQLite: an FTS5 trigram table over `searchable` whose rowid is the id, used by searches of 3+ characters. */
  searchIndex?: string;
  /** Column reference of the row id, the tiebreak that makes paging stable. */
  id: string;
}

/** The 404 of a record of `entity` that does not exist: its declared `notFound` message. */
export const notFoundError = (entity: Pick<EntityDeclaration, 'notFound'>) => new ApiError(404, entity.notFound);

/** `record`, or the entity's declared 404 when there is none. */
export function orNotFound<T>(entity: Pick<EntityDeclaration, 'notFound'>, record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFoundError(entity);
  return record;
}

/** Declares an entity; only a typed identity, so declarations read as data. */
export function defineEntity<const Column extends string>(declaration: EntityDeclaration<Column>): EntityDeclaration<Column> {
  return declaration;
}

/** `{area}.{action}`, e.g. `users.update`; a content module's declaration has the module's key as its area (`blog.update`). */
export const permissionKey = (entity: Pick<EntityDeclaration, 'area'>, action: PermissionAction) => `${entity.area}.${action}` as PermissionKey;
