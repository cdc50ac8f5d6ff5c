import { defaultLocale, type Locale } from '@/i18n/locales';
import { createModulesRepository, type ModuleDefinition } from '@/server/entities/modules';
import type { ModuleTree } from '@/shared/api/module-tree';
import { resolveSlugs, type ResolvedSlugs } from '@/shared/localized-slug';
import { can, modulePermission } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import type { ServiceDeps } from './deps';
import { createAsyncCache } from './async-cache';
import { contentOfTopic } from './invalidation';
import { localizedText } from './localize';

/** A module as the catalogue holds it: its definition and the slug each locale's URL uses. */
export interface CataloguedModule extends ModuleDefinition {
  slugs: ResolvedSlugs;
}

/** May this caller read the module? Its own `{key}.read` or the general `modules.read`. */
export function canReadModule(user: AuthUser | null, moduleKey: string): boolean {
  return can(user, modulePermission(moduleKey, 'read')) || can(user, 'modules.read');
}

/**
 * The module catalogue: the one reader of module definitions for the public site, discovery, the
 * home page's landing, forms and the dashboard. Every module in display order, loaded once and kept
 * until a write publishes 'settings' for anything but one content (a content's own detail changes
 * no module, so its pages reload without the catalogue).
 */
export function createModuleCatalogue({ handle, bus }: Pick<ServiceDeps, 'handle' | 'bus'>) {
  const repository = createModulesRepository(handle);
  const cache = createAsyncCache('modules', async (_: 'all'): Promise<CataloguedModule[]> =>
    (await repository.definitions()).map((definition) => ({ ...definition, slugs: resolveSlugs(definition.slug) })));
  bus.subscribe('settings', (detail) => {
    if (contentOfTopic(detail) === null) cache.invalidate();
  });
  const list = (): Promise<CataloguedModule[]> => cache.get('all');

  return {
    /** Every module, in display order. */
    list,

    async byKey(key: string): Promise<CataloguedModule | null> {
      return (await list()).find((module) => module.key === key) ?? null;
    },

    /** The content modules, in display order. */
    async contentModules(): Promise<CataloguedModule[]> {
      return (await list()).filter((module) => module.type === 'content');
    },

    /** The content module whose URL in `locale` uses `slug`. */
    async contentBySlug(slug: string, locale: Locale): Promise<CataloguedModule | null> {
      return (await list()).find((module) => module.type === 'content' && module.slugs[locale] === slug) ?? null;
    },

    /** GET /api/modules/tree: the modules the caller may read, grouped by type; empty for guests. */
    async tree(user: AuthUser | null, locale: Locale): Promise<ModuleTree> {
      const tree: ModuleTree = { content: [], form: [] };
      if (!user) return tree;
      for (const definition of await list()) {
        if (!canReadModule(user, definition.key)) continue;
        tree[definition.type].push({
          key: definition.key,
          slug: definition.slugs[defaultLocale],
          type: definition.type,
          icon: definition.icon,
          name: localizedText(definition.name, locale),
        });
      }
      return tree;
    },
  };
}

export type ModuleCatalogue = ReturnType<typeof createModuleCatalogue>;
