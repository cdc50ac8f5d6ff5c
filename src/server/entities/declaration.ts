import type { ApiMessageKey } from '@/shared/api/messages';
import type { PermissionAction } from '@/shared/permissions';
import type { InvalidationTopic } from '@/server/services/invalidation';

/**
 * Plugging an entity in (e.g. menus): declare it here with defineEntity and give it a
 * repository (one select, one row mapper) in `entities/<name>.ts`; its wire shapes (zod) go to
 * `shared/api/<name>.ts`; its rules to `services/dashboard/<name>.ts`, where reads use
 * listPage() and every write is `operations.run(entity, { actor, permission, input, validate,
 * write, recordId })`; its thin router to `http/routes/dashboard/<name>.ts`, mounted in app.ts.
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

/** Declares an entity; only a typed identity, so declarations read as data. */
export function defineEntity<const Column extends string>(declaration: EntityDeclaration<Column>): EntityDeclaration<Column> {
  return declaration;
}

/** `{area}.{action}`, e.g. `users.update`. */
export const permissionKey = (entity: Pick<EntityDeclaration, 'area'>, action: PermissionAction) => `${entity.area}.${action}`;
