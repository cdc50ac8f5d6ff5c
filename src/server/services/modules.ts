import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import type { ModuleRow } from '@/server/db/schema';
import type { ModuleTree } from '@/shared/api/module-tree';
import { can, modulePermission } from '@/shared/permissions';
import type { ModuleField } from '@/shared/fields';
import type { AuthUser, LocalizedText } from '@/shared/types';
import type { ServiceDeps } from './deps';
import { createAsyncCache } from './async-cache';
import { localizedText } from './localize';

export interface ModuleDefinition {
  id: number;
  key: string;
  name: LocalizedText;
  slug: string;
  type: 'content' | 'form';
  icon: string | null;
  fields: ModuleField[];
  ordering: number;
}

function toDefinition(row: Pick<ModuleRow, 'id' | 'key' | 'name' | 'slug' | 'type' | 'icon' | 'fields' | 'ordering'>, { json }: DbHandle): ModuleDefinition {
  return {
    id: row.id,
    key: row.key,
    name: json.read<LocalizedText>(row.name) ?? {},
    slug: row.slug,
    type: row.type,
    icon: row.icon,
    fields: json.read<ModuleField[]>(row.fields) ?? [],
    ordering: row.ordering,
  };
}

const COLUMNS = ['id', 'key', 'name', 'slug', 'type', 'icon', 'fields', 'ordering'] as const;

export async function findModuleByKey(handle: DbHandle, key: string): Promise<ModuleDefinition | null> {
  const row = await handle.db.selectFrom('modules').select(COLUMNS).where('key', '=', key).executeTakeFirst();
  return row ? toDefinition(row, handle) : null;
}

/** May this caller read the module? Its own `{key}.read` or the general `modules.read`. */
export function canReadModule(user: AuthUser | null, moduleKey: string): boolean {
  return can(user, modulePermission(moduleKey, 'read')) || can(user, 'modules.read');
}

export function createModulesService({ handle, bus }: ServiceDeps) {
  const listCache = createAsyncCache('modules', async (_: 'all') => {
    const rows = await handle.db.selectFrom('modules').select(COLUMNS).orderBy('ordering').orderBy('id').execute();
    return rows.map((row) => toDefinition(row, handle));
  });
  bus.subscribe('settings', () => listCache.invalidate());

  return {
    /** Every module, in display order (cached until the 'settings' topic fires). */
    list: (): Promise<ModuleDefinition[]> => listCache.get('all'),

    async getByKey(key: string): Promise<ModuleDefinition | null> {
      return (await listCache.get('all')).find((definition) => definition.key === key) ?? null;
    },

    /** GET /api/modules/tree: the modules the caller may read, grouped by type; empty for guests. */
    async tree(user: AuthUser | null, locale: Locale): Promise<ModuleTree> {
      const tree: ModuleTree = { content: [], form: [] };
      if (!user) return tree;
      for (const definition of await listCache.get('all')) {
        if (!canReadModule(user, definition.key)) continue;
        tree[definition.type].push({
          key: definition.key,
          slug: definition.slug,
          type: definition.type,
          icon: definition.icon,
          name: localizedText(definition.name, locale),
        });
      }
      return tree;
    },
  };
}

export type ModulesService = ReturnType<typeof createModulesService>;
