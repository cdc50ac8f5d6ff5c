import type { Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';

/**
 * Menus become a dashboard entity (issue 26): `version` for optimistic concurrency (the editor
 * saves the whole tree naming the version it read; a stale one is 409). `menus.key` is unique
 * since 0001, so no index is added.
 *
 * Detail-page items named their target by the default locale's slug (`content`), which broke
 * when the slug changed; they now name it by id (`content_id`). Each stored `content` slug of
 * the item's `module` becomes that item's id and `content` goes; a slug that names nothing (or
 * a module that is gone) leaves the item without a target, so the editor flags it as deleted.
 * Only menus with such items are written, each to a new version.
 */
export const menusVersioned: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.alterTable('menus').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();

    const read = engine === 'postgres'
      ? (value: unknown) => value
      : (value: unknown) => (value === null || value === undefined ? null : JSON.parse(String(value)));
    const menus = await db.selectFrom('menus').select(['id', 'items']).execute();
    const now = new Date().toISOString();
    for (const menu of menus) {
      const items = read(menu.items);
      if (!Array.isArray(items)) continue;
      let changed = false;
      const convert = async (list: StoredItem[]): Promise<StoredItem[]> => {
        const out: StoredItem[] = [];
        for (const item of list) {
          let next: StoredItem = item;
          if (item.type === 'detail_page' && typeof item.content === 'string') {
            const { content, ...rest } = item;
            const id = typeof item.module === 'string' ? await contentId(db, item.module, content) : undefined;
            next = id === undefined ? rest : { ...rest, content_id: id };
            changed = true;
          }
          if (Array.isArray(next.children)) next = { ...next, children: await convert(next.children) };
          out.push(next);
        }
        return out;
      };
      const converted = await convert(items as StoredItem[]);
      if (!changed) continue;
      await db.updateTable('menus')
        .set((eb) => ({ items: JSON.stringify(converted), version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', menu.id)
        .execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('menus').dropColumn('version').execute();
  },
};

interface StoredItem {
  type?: string;
  module?: unknown;
  content?: unknown;
  content_id?: number;
  children?: StoredItem[];
  [field: string]: unknown;
}

/** The id of the item of the module `moduleKey` whose default-locale slug is `slug`. */
async function contentId(db: Kysely<any>, moduleKey: string, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('module_contents')
    .innerJoin('modules', 'modules.id', 'module_contents.module_id')
    .select('module_contents.id')
    .where('modules.key', '=', moduleKey)
    .where('module_contents.slug', '=', slug)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}
