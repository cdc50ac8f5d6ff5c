import type { Locale } from '@/i18n/locales';
import { createSlugHistoryRepository } from '@/server/entities/slug-history';
import { contentHref, moduleHref, PAGES_MODULE_KEY } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import { isStorableText } from '@/shared/schemas/storable-text';
import type { ServiceDeps } from './deps';
import type { CataloguedModule, ModuleCatalogue } from './modules';

/**
 * Old addresses of items and module listings (slug history): where `/{module}[/{item}]` asked
 * in `locale` lives now, when a slug change moved it and its target is published. Live
 * addresses never redirect (a slug taken again wins over history), and the common case, an
 * address nobody renamed, costs at most one indexed lookup.
 */
export function createSlugRedirects({ handle, modules }: Pick<ServiceDeps, 'handle'> & { modules: ModuleCatalogue }) {
  const history = createSlugHistoryRepository(handle);

  /** The content module at `slug` in `locale`, and whether that is an old address of it. */
  async function moduleAt(slug: string, locale: Locale): Promise<{ module: CataloguedModule; moved: boolean } | null> {
    const live = await modules.contentBySlug(slug, locale);
    if (live) return { module: live, moved: false };
    const formerId = await history.formerModule(locale, slug);
    const former = formerId === null ? undefined : (await modules.contentModules()).find((module) => module.id === formerId);
    return former ? { module: former, moved: true } : null;
  }

  /** `/{slug}`: a module's old listing address, else a `pages` item's old address. */
  async function single(slug: string, locale: Locale): Promise<string | null> {
    const at = await moduleAt(slug, locale);
    if (at) return at.moved ? localizedPath(locale, moduleHref(at.module.slugs[locale])) : null;
    const pages = await modules.byKey(PAGES_MODULE_KEY);
    if (!pages) return null;
    const contentId = await history.formerContent(pages.id, locale, slug);
    if (contentId === null || await history.currentContent(pages.id, locale, slug)) return null;
    const current = await history.publishedSlug(contentId, locale);
    return current === null ? null : localizedPath(locale, contentHref(PAGES_MODULE_KEY, '', current));
  }

  /** `/{module}/{item}`: either slug, or both, may be an old one. */
  async function pair(moduleSlug: string, contentSlug: string, locale: Locale): Promise<string | null> {
    const at = await moduleAt(moduleSlug, locale);
    if (!at || at.module.key === PAGES_MODULE_KEY) return null;
    const { module, moved } = at;
    const live = await history.currentContent(module.id, locale, contentSlug);
    let slug: string | null;
    if (live) {
      if (!moved || !live.published) return null;
      slug = contentSlug;
    } else {
      const contentId = await history.formerContent(module.id, locale, contentSlug);
      slug = contentId === null ? null : await history.publishedSlug(contentId, locale);
    }
    return slug === null ? null : localizedPath(locale, contentHref(module.key, module.slugs[locale], slug));
  }

  return {
    /**
     * The current public path (locale prefix included) of the item or listing that `segments`
     * (the path after the locale, decoded) named in `locale` before a slug change; null when
     * nothing moved from there or its target is not published.
     */
    async find(segments: readonly string[], locale: Locale): Promise<string | null> {
      if (!segments.every(isStorableText)) return null;
      if (segments.length === 1) return single(segments[0], locale);
      if (segments.length === 2) return pair(segments[0], segments[1], locale);
      return null;
    },
  };
}

export type SlugRedirects = ReturnType<typeof createSlugRedirects>;
