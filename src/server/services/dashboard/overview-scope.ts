import { ENTITIES } from '@/server/entities';
import { permissionKey } from '@/server/entities/declaration';
import { can, modulePermission, PERMISSION_AREAS, type PermissionKey } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';

/** What of the overview one viewer may read (issue 27 item 5): each figure, chart and activity row by the key of its data. */
export interface OverviewScope {
  viewerId: number;
  users: boolean;
  media: boolean;
  /** Request and error-rate series: the request logs. */
  logs: boolean;
  /** Modules whose `{key}.read` the viewer holds: their contents, submissions and activity rows. */
  moduleKeys: string[];
  /** Audit entities of the fixed areas the viewer may read (users, roles, settings, …). */
  entities: string[];
}

/** The key that reads an entity's records: `{area}.read`, the settings' `external.settings`. */
const readKeyOf = (entity: { area: string }): PermissionKey =>
  (entity.area === 'external' ? 'external.settings' : permissionKey(entity, 'read')) as PermissionKey;

export function overviewScope(viewer: AuthUser): OverviewScope {
  const fixed = Object.values(ENTITIES).filter((entity) => typeof entity !== 'function');
  const builtIn = new Set<string>(Object.keys(PERMISSION_AREAS));
  const moduleKeys = Object.keys(viewer.permissions ?? {})
    .filter((key) => !builtIn.has(key) && can(viewer, modulePermission(key, 'read')));
  return {
    viewerId: viewer.id,
    users: can(viewer, 'users.read'),
    media: can(viewer, 'media.read'),
    logs: can(viewer, 'logs.read'),
    moduleKeys,
    entities: fixed.filter((entity) => can(viewer, readKeyOf(entity))).map((entity) => entity.name),
  };
}
