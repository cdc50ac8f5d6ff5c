import { defaultLocale } from '@/i18n/locales';
import type { AppContext } from '@/server/context';
import { contentOfTopic } from '@/server/services/invalidation';
import type { PublicModuleField } from '@/server/services/content';
import type { PublicMenuItem } from '@/shared/types';

const hasRelation = (fields: readonly PublicModuleField[] | undefined): boolean =>
  (fields ?? []).some((field) => field.type === 'relation' || hasRelation(field.fields));

/**
 * What the page cache asks to keep other modules' pages on a content write: which module a
 * path's first segment belongs to (any locale's slug of a module), and which other modules'
 * pages may show a content: those with relation fields (an item page names its related items,
 * of any module), or all of them when a menu links to it (a menu is on every page).
 * The slugs are reloaded on every change that is not a single content's (modules live there).
 */
export async function createPageSections({ bus, services }: Pick<AppContext, 'bus' | 'services'>) {
  let moduleBySlug = new Map<string, string>();
  /** The contents the menus link to, by id (relation) or as their module's item (detail_page). */
  let linked = { contents: new Set<number>(), modules: new Set<string>() };
  let relating = new Set<string>();
  const load = async () => {
    const [modules, bundle] = await Promise.all([services.content.listModules(defaultLocale), services.settings.getPublicBundle(defaultLocale)]);
    relating = new Set(modules.filter((module) => hasRelation(module.fields)).map((module) => module.key));
    moduleBySlug = new Map(modules.flatMap((module) => Object.values(module.slugs).map((slug): [string, string] => [slug, module.key])));
    const found = { contents: new Set<number>(), modules: new Set<string>() };
    const walk = (items: PublicMenuItem[] | undefined) => {
      for (const item of items ?? []) {
        if (item.relation_id !== undefined) found.contents.add(item.relation_id);
        if (item.type === 'detail_page' && item.module) found.modules.add(item.module);
        walk(item.children);
      }
    };
    for (const menu of bundle.menus) walk(menu.items);
    linked = found;
  };
  bus.subscribe('settings', (detail) => {
    if (contentOfTopic(detail)) return;
    load().catch((error: unknown) => console.error('[page-cache] module slugs not reloaded:', error instanceof Error ? error.message : error));
  });
  await load();

  return {
    moduleOfSection: (section: string): string | undefined => moduleBySlug.get(section),
    alsoShownBy: (moduleKey: string, contentId: number): ReadonlySet<string> | 'all' =>
      linked.contents.has(contentId) || linked.modules.has(moduleKey) ? 'all' : relating,
  };
}
