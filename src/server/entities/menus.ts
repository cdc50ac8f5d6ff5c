import { sql } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { flattenMenu, type Menu, type MenuArea, type MenuItem, type MenuLink, type MenuListItem } from '@/shared/api/menus';
import { localizedText } from '@/shared/fields';
import { defineEntity, orNotFound } from './declaration';
import type { Trx } from './operations';

export const menusEntity = defineEntity({
  name: 'menus',
  area: 'menus',
  notFound: 'menu_not_found',
  // The public header and footer, GET /api/settings and the page cache listen to it.
  topic: 'settings',
  list: {
    sortable: {
      name: 'menus.name', key: 'menus.key', item_count: 'item_count', created_at: 'menus.created_at', updated_at: 'menus.updated_at', id: 'menus.id',
    },
    searchable: ['menus.key', 'menus.name'],
    id: 'menus.id',
  },
});

type Executor = DbHandle['db'] | Trx;

/** Reads of menus, each row through the one mapper. */
export function createMenusRepository({ db, json, engine }: DbHandle) {
  // Every item of the tree has an `id` and nothing else in it has one (labels are per locale, roles a list of ids).
  const itemCount = engine === 'postgres'
    ? sql<number>`jsonb_array_length(jsonb_path_query_array(menus.items, 'strict $.**.id'))`
    : sql<number>`(select count(*) from json_tree(menus.items) where json_tree.key = 'id')`;
  const select = (executor: Executor = db) =>
    executor.selectFrom('menus').select([
      'menus.id', 'menus.key', 'menus.name', 'menus.areas', 'menus.items', 'menus.version', 'menus.created_at', 'menus.updated_at',
      itemCount.as('item_count'),
    ]);
  type MenuRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toMenu = (row: MenuRow): Menu => ({
    id: row.id,
    key: row.key,
    name: row.name,
    areas: json.read<MenuArea[]>(row.areas) ?? [],
    items: json.read<MenuItem[]>(row.items) ?? [],
    item_count: Number(row.item_count ?? 0),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  const toListItem = (row: MenuRow): MenuListItem => {
    const { items: _items, ...rest } = toMenu(row);
    return rest;
  };

  async function findByKey(key: string, executor: Executor = db): Promise<Menu | null> {
    const row = await select(executor).where('menus.key', '=', key).executeTakeFirst();
    return row ? toMenu(row) : null;
  }

  return {
    select,
    toMenu,
    toListItem,
    findByKey,
    /** The menu of `key`, or the declared 404. */
    getByKey: async (key: string, executor: Executor = db) => orNotFound(menusEntity, await findByKey(key, executor)),
    /** Every menu with the areas it fills, by id (areas are exclusive: the writes take them from the others). */
    async areas(executor: Executor = db): Promise<{ id: number; areas: MenuArea[] }[]> {
      const rows = await executor.selectFrom('menus').select(['id', 'areas']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, areas: json.read<MenuArea[]>(row.areas) ?? [] }));
    },
  };
}

export type MenusRepository = ReturnType<typeof createMenusRepository>;

/** The key of the module a content item is in, or null when there is no such item. */
export async function moduleOfContent({ db }: DbHandle, contentId: number): Promise<string | null> {
  if (!Number.isSafeInteger(contentId)) return null;
  const row = await db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
    .select('modules.key').where('module_contents.id', '=', contentId).executeTakeFirst();
  return row?.key ?? null;
}

/** What a module's or a content item's editor asks about: the items of any menu that lead to it. */
export type MenuLinkTarget = { moduleKey: string } | { contentId: number };

/** Whether `item` leads to `target`: a module by its listing or an item's page, a content item by relation or its page. */
function leadsTo(item: MenuItem, target: MenuLinkTarget): boolean {
  if ('moduleKey' in target) return (item.type === 'list_page' || item.type === 'detail_page') && item.module === target.moduleKey;
  return (item.type === 'relation' && item.relation_id === target.contentId) || (item.type === 'detail_page' && item.content_id === target.contentId);
}

/**
 * The menu items linking to a module or a content item (labels in `locale`, English when it has
 * none), ordered by menu key and then as the tree lists them. Menus are few: their trees are read whole.
 */
export async function menusLinkingTo({ db, json }: DbHandle, target: MenuLinkTarget, locale: Locale = defaultLocale): Promise<MenuLink[]> {
  const rows = await db.selectFrom('menus').select(['key', 'name', 'items']).orderBy('key').execute();
  return rows.flatMap((row) => flattenMenu(json.read<MenuItem[]>(row.items) ?? [])
    .filter(({ item }) => leadsTo(item, target))
    .map(({ item }) => ({ menu_key: row.key, menu_name: row.name, item_id: item.id, label: localizedText(item.label, locale) })));
}
