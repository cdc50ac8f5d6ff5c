import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { flattenMenu, type MenuItem, type MenuTarget } from '@/shared/api/menus';
import { localizedText } from '@/shared/fields';

const deleted: MenuTarget = { state: 'deleted', title: null };

/**
 * Where each item's stored target stands, by item id, for the editor's flags: relations, listings
 * and detail pages (direct links and the site's own pages have nothing that can go). A content
 * item that is gone, or a detail page's item now in another module, or a module that is gone or
 * is a form: 'deleted'; an item that exists but is not published: 'unpublished'. Titles in `locale`.
 */
export async function menuTargets({ db, json }: DbHandle, items: readonly MenuItem[], locale: Locale): Promise<Record<string, MenuTarget>> {
  const linked = flattenMenu([...items]).map(({ item }) => item).filter((item) => item.type === 'relation' || item.type === 'list_page' || item.type === 'detail_page');
  if (linked.length === 0) return {};
  const contentIds = [...new Set(linked.flatMap((item) => [item.relation_id, item.content_id]).filter((id): id is number => id !== undefined))];
  const moduleKeys = [...new Set(linked.map((item) => item.module).filter((key): key is string => key !== undefined))];
  const [contents, modules] = await Promise.all([
    contentIds.length ? db.selectFrom('module_contents').select(['id', 'module_id', 'title', 'status']).where('id', 'in', contentIds).execute() : [],
    moduleKeys.length ? db.selectFrom('modules').select(['id', 'key', 'name']).where('key', 'in', moduleKeys).where('type', '=', 'content').execute() : [],
  ]);
  const contentById = new Map(contents.map((row) => [row.id, row]));
  const moduleByKey = new Map(modules.map((row) => [row.key, row]));

  const ofContent = (id: number | undefined, moduleId?: number): MenuTarget => {
    const content = id === undefined ? undefined : contentById.get(id);
    if (!content || (moduleId !== undefined && content.module_id !== moduleId)) return deleted;
    return { state: content.status === 'published' ? 'ok' : 'unpublished', title: localizedText(json.read(content.title), locale) };
  };
  const targets: Record<string, MenuTarget> = {};
  for (const item of linked) {
    const owning = item.module === undefined ? undefined : moduleByKey.get(item.module);
    if (item.type === 'relation') targets[item.id] = ofContent(item.relation_id);
    else if (!owning) targets[item.id] = deleted;
    else if (item.type === 'list_page') targets[item.id] = { state: 'ok', title: localizedText(json.read(owning.name), locale) };
    else targets[item.id] = ofContent(item.content_id, owning.id);
  }
  return targets;
}
