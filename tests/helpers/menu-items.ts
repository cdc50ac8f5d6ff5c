import type { AppContext } from '@/server/context';
import type { MenuItem } from '@/shared/types';

/** A direct link labelled the same in every language. */
export function linkItem(id: string, label: string, visibility: MenuItem['visibility'], roles?: number[]): MenuItem {
  return { id, label: { en: label, sv: label, tr: label }, type: 'direct_link', url: `https://example.com/${id}`, open_new_page: false, visibility, roles };
}

/** Appends items to the stored menu `key` and tells every cache, as a menu write does. */
export async function addMenuItems(ctx: AppContext, key: string, items: MenuItem[]): Promise<void> {
  const { db, json } = ctx.handle;
  const row = await db.selectFrom('menus').select('items').where('key', '=', key).executeTakeFirstOrThrow();
  const stored = json.read<MenuItem[]>(row.items) ?? [];
  await db.updateTable('menus').set({ items: json.write([...stored, ...items]) }).where('key', '=', key).execute();
  ctx.bus.publish('settings');
}
