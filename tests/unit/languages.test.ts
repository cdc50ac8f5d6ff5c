import { afterEach, describe, expect, it, vi } from 'vitest';
import * as registry from '@/i18n/languages/registry';
import type { UiMessages } from '@/i18n/languages/types';

/** The spec's interface message groups, each language's `ui` has exactly these (and en's keys in each). */
const UI_GROUPS: (keyof UiMessages)[] = [
  'inputMenu', 'calendar', 'inputNumber', 'commandPalette', 'selectMenu', 'toast', 'carousel', 'modal', 'slideover', 'alert', 'table',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('language definitions', () => {
  const definitions = Object.entries(registry);

  it.each(definitions)('%s names itself by its registry key, with a direction and an Open Graph locale', (key, language) => {
    expect(language.code).toBe(key);
    expect(language.name.trim()).not.toBe('');
    expect(['ltr', 'rtl']).toContain(language.dir);
    expect(language.openGraph).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });

  it.each(definitions)('%s has every interface group and key of English, none empty, with the same placeholders', (_key, language) => {
    expect(Object.keys(language.ui).sort()).toEqual([...UI_GROUPS].sort());
    for (const group of UI_GROUPS) {
      const english = registry.en.ui[group] as Record<string, string>;
      const own = language.ui[group] as Record<string, string>;
      expect(Object.keys(own).sort(), group).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(own)) {
        expect(text.trim(), `${group}.${key}`).not.toBe('');
        expect(placeholders(text), `${group}.${key}`).toEqual(placeholders(english[key]));
      }
    }
  });

  it('has Arabic as a right-to-left language behind the setting, and the three site languages left-to-right', () => {
    expect(registry.ar).toMatchObject({ dir: 'rtl', optional: true });
    for (const code of ['en', 'sv', 'tr'] as const) expect(registry[code]).toMatchObject({ dir: 'ltr' });
    for (const code of ['en', 'sv', 'tr'] as const) expect(registry[code].optional).toBeUndefined();
  });
});

describe('optional languages (EXTRA_LOCALES)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function load(extra: string | undefined) {
    vi.resetModules();
    if (extra !== undefined) vi.stubEnv('EXTRA_LOCALES', extra);
    else vi.stubEnv('EXTRA_LOCALES', '');
    const { locales, isLocale } = await import('@/i18n/locales');
    const { pageUrls } = await import('@/lib/page-urls');
    const { sitemapUrls } = await import('@/lib/discovery/sitemap');
    const { routing } = await import('@/i18n/routing');
    return { locales, isLocale, pageUrls, sitemapUrls, routing };
  }

  it('leaves Arabic out of the locales (language switchers), hreflang alternates and the sitemap unless enabled', async () => {
    const { locales, isLocale, pageUrls, sitemapUrls, routing } = await load(undefined);
    expect(locales).toEqual(['en', 'sv', 'tr']);
    expect(routing.locales).toEqual(['en', 'sv', 'tr']);
    expect(isLocale('ar')).toBe(false);
    expect(Object.keys(pageUrls('https://example.test', '/about').languages)).toEqual(['en', 'sv', 'tr', 'x-default']);
    const urls = sitemapUrls('https://example.test', [{ href: '/about' }]);
    expect(urls.map((url) => url.loc)).toEqual(['https://example.test/about', 'https://example.test/sv/about', 'https://example.test/tr/hakkimizda']);
  });

  it('offers Arabic everywhere when EXTRA_LOCALES names it, with the English paths', async () => {
    const { locales, isLocale, pageUrls, sitemapUrls, routing } = await load('ar');
    expect(locales).toEqual(['en', 'ar', 'sv', 'tr']);
    expect(routing.locales).toContain('ar');
    expect(isLocale('ar')).toBe(true);
    expect(pageUrls('https://example.test', '/about').languages.ar).toBe('https://example.test/ar/about');
    const urls = sitemapUrls('https://example.test', [{ href: '/auth/sign-in' }]);
    expect(urls.map((url) => url.loc)).toContain('https://example.test/ar/auth/sign-in');
    expect(urls.map((url) => url.loc)).toContain('https://example.test/tr/hesap/giris-yap');
  });

  it("takes the server's list in the browser (<html data-locales>), whatever the bundle's environment says", async () => {
    vi.stubGlobal('document', { documentElement: { dataset: { locales: 'en,ar,sv,tr' } } });
    try {
      const { locales, isLocale } = await load(undefined);
      expect(locales).toEqual(['en', 'ar', 'sv', 'tr']);
      expect(isLocale('ar')).toBe(true);
      vi.stubGlobal('document', { documentElement: { dataset: { locales: 'en,sv,tr' } } });
      expect((await load('ar')).locales).toEqual(['en', 'sv', 'tr']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores codes that name no defined language', async () => {
    const { locales } = await load(' xx , ar ');
    expect(locales).toEqual(['en', 'ar', 'sv', 'tr']);
  });
});
