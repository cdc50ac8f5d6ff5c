import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as registry from '@/i18n/languages/registry';
import { isOptional, type LanguageDefinition, type UiMessages } from '@/i18n/languages/types';

/** The spec's interface message groups, each language's `ui` has exactly these (and en's keys in each). */
const UI_GROUPS: (keyof UiMessages)[] = [
  'inputMenu', 'calendar', 'inputNumber', 'commandPalette', 'selectMenu', 'toast', 'carousel', 'modal', 'slideover', 'alert', 'table',
];

const MESSAGES = path.join(process.cwd(), 'src/i18n/messages');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** A `language` group as read: its file's JSON (the test checks it is a LanguageDefinition). */
type Language = Omit<LanguageDefinition, 'dir' | 'optional'> & { dir: string; optional?: unknown };

describe('language definitions (each messages file: `language`, `ui`, the site messages)', () => {
  const definitions = Object.entries(registry).map(([code, messages]) => [code, messages.language as Language, messages.ui as UiMessages] as const);

  it('registers every messages file, by its file name', () => {
    const files = fs.readdirSync(MESSAGES).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, ''));
    expect(Object.keys(registry).sort()).toEqual(files.sort());
  });

  it.each(definitions)('%s has a name, a direction and an Open Graph locale, and nothing else but `optional: true`', (_code, language) => {
    expect(language.name.trim()).not.toBe('');
    expect(['ltr', 'rtl']).toContain(language.dir);
    expect(language.openGraph).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(Object.keys(language).filter((key) => !['name', 'dir', 'openGraph', 'optional'].includes(key))).toEqual([]);
    // next-intl's precompile hands every value over as text, so `false` would read "false" and count as optional: omit it instead.
    if ('optional' in language) expect(language.optional).toBe(true);
  });

  it.each(definitions)('%s has every interface group and key of English, none empty, with the same placeholders', (_code, _language, ui) => {
    expect(Object.keys(ui).sort()).toEqual([...UI_GROUPS].sort());
    for (const group of UI_GROUPS) {
      const english = registry.en.ui[group] as Record<string, string>;
      const own = ui[group] as Record<string, string>;
      expect(Object.keys(own).sort(), group).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(own)) {
        expect(text.trim(), `${group}.${key}`).not.toBe('');
        expect(placeholders(text), `${group}.${key}`).toEqual(placeholders(english[key]));
      }
    }
  });

  it('has Arabic as a right-to-left language behind the setting, and the three site languages left-to-right', () => {
    expect(registry.ar.language).toMatchObject({ dir: 'rtl', optional: true });
    for (const code of ['en', 'sv', 'tr'] as const) expect(registry[code].language).toMatchObject({ dir: 'ltr' });
    for (const code of ['en', 'sv', 'tr'] as const) expect('optional' in registry[code].language).toBe(false);
  });

  it("survives next-intl's precompile (next.config.ts): the language group stays readable, `optional` as the text \"true\"", async () => {
    const { default: catalogLoader } = await import('next-intl/extractor/catalogLoader');
    const precompiled = (code: string) =>
      new Promise<Record<string, { language: Language }>>((resolve, reject) => {
        const context = {
          getOptions: () => ({ messages: { format: 'json', precompile: true } }),
          async: () => (error: Error | null, output: string) => (error ? reject(error) : resolve(JSON.parse(JSON.parse(/^export default JSON\.parse\((.*)\);$/s.exec(output)![1])))),
          rootContext: process.cwd(),
          resourcePath: path.join(MESSAGES, `${code}.json`),
        };
        (catalogLoader as unknown as (this: typeof context, source: string) => void).call(context, fs.readFileSync(context.resourcePath, 'utf8'));
      });
    for (const [code, language] of definitions) {
      const { language: compiled } = await precompiled(code) as unknown as { language: Language };
      expect({ name: compiled.name, dir: compiled.dir, openGraph: compiled.openGraph }, code).toEqual({ name: language.name, dir: language.dir, openGraph: language.openGraph });
      expect(isOptional(compiled), code).toBe(isOptional(language));
    }
    expect(isOptional(registry.ar.language)).toBe(true);
  });
});

describe('optional languages (EXTRA_LOCALES)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.doUnmock('#language-table');
    vi.resetModules();
  });

  async function load(extra: string | undefined) {
    vi.resetModules();
    if (extra !== undefined) vi.stubEnv('EXTRA_LOCALES', extra);
    else vi.stubEnv('EXTRA_LOCALES', '');
    const { locales, isLocale, languages, htmlLanguageAttributes } = await import('@/i18n/locales');
    const { pageUrls } = await import('@/lib/page-urls');
    const { sitemapUrls } = await import('@/lib/discovery/sitemap');
    const { routing } = await import('@/i18n/routing');
    return { locales, isLocale, languages, htmlLanguageAttributes, pageUrls, sitemapUrls, routing };
  }

  /** The browser's build: `#language-table` resolves to the document reader (package.json `imports`, `browser` condition). */
  async function loadInBrowser(attributes: Record<string, string>, extra?: string) {
    const dataset = Object.fromEntries(Object.entries(attributes).filter(([name]) => name.startsWith('data-')).map(([name, value]) => [name.slice(5), value]));
    vi.stubGlobal('document', { documentElement: { dataset } });
    vi.doMock('#language-table', () => import('@/i18n/languages/table.browser'));
    return load(extra);
  }

  it('leaves Arabic out of the locales (language switchers), hreflang alternates and the sitemap unless enabled', async () => {
    const { locales, isLocale, languages, pageUrls, sitemapUrls, routing } = await load(undefined);
    expect(locales).toEqual(['en', 'sv', 'tr']);
    expect(routing.locales).toEqual(['en', 'sv', 'tr']);
    expect(isLocale('ar')).toBe(false);
    expect(languages.ar).toMatchObject({ name: 'العربية', dir: 'rtl' });
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

  it("takes the server's languages in the browser (<html data-languages data-locales>), whatever the bundle's environment says", async () => {
    const withArabic = (await load('ar')).htmlLanguageAttributes('ar');
    const withoutArabic = (await load(undefined)).htmlLanguageAttributes('sv');
    expect(withArabic).toMatchObject({ lang: 'ar', dir: 'rtl', 'data-locales': 'en,ar,sv,tr' });
    const browser = await loadInBrowser(withArabic);
    expect(browser.locales).toEqual(['en', 'ar', 'sv', 'tr']);
    expect(browser.isLocale('ar')).toBe(true);
    expect(browser.languages.ar).toEqual({ code: 'ar', name: 'العربية', dir: 'rtl', optional: true });
    expect(browser.languages.sv).toEqual({ code: 'sv', name: 'Svenska', dir: 'ltr' });

    const later = await loadInBrowser(withoutArabic, 'ar');
    expect(later.locales).toEqual(['en', 'sv', 'tr']);
    expect(later.languages.ar.name).toBe('العربية');
  });

  it('ignores codes that name no defined language', async () => {
    const { locales } = await load(' xx , ar ');
    expect(locales).toEqual(['en', 'ar', 'sv', 'tr']);
  });
});
