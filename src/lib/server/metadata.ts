import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import * as registry from '@/i18n/languages/registry';
import { FEED_FORMATS, FEED_MODULE_KEYS, feedPath, type FeedFormat } from '@/lib/discovery/feed';
import { pageUrls, type PageHref } from '@/lib/page-urls';
import { loadBundle, publicUrl } from './request-state';

export interface PageMetadataInput {
  locale: Locale;
  /** The internal route, e.g. '/about' or { pathname: '/[moduleSlug]', params: { moduleSlug: 'blog' } }, or one per locale. */
  href: PageHref;
  title: string;
  subtitle?: string | null;
  /** The page's own summary (a content item's header) for link previews; the meta description stays the site's (spec §9). */
  description?: string | null;
  /** An image of the page for link previews (Open Graph), a site path or an absolute URL. */
  image?: string | null;
  /** A module whose feeds the page links to (`<link rel="alternate" type="application/rss+xml">`). */
  feedOf?: string;
}

/** `{title} · {subtitle} | {app_name} {app_company_suffix}` (spec §2, navigation behaviour). */
export function composeTitle(title: string, subtitle: string | null | undefined, siteName: string): string {
  const head = subtitle ? `${title} · ${subtitle}` : title;
  return siteName ? `${head} | ${siteName}` : head;
}

/** Title, description (the site's, per spec §9), canonical, language alternates and Open Graph for one page. */
export async function pageMetadata({ locale, href, title, subtitle, description, image, feedOf }: PageMetadataInput): Promise<Metadata> {
  const result = await loadBundle(locale);
  if (!result.ok) return errorMetadata(locale);
  const { settings } = result.bundle;
  const siteName = [settings.app_name, settings.app_company_suffix].filter(Boolean).join(' ');
  const fullTitle = composeTitle(title, subtitle, siteName);
  const summary = settings.app_description;
  const preview = description?.trim() || summary;
  const { byLocale, languages } = pageUrls(publicUrl(), href);

  return {
    title: { absolute: fullTitle },
    description: summary,
    alternates: { canonical: byLocale[locale], languages, types: feedOf ? feedLinks(locale, feedOf) : undefined },
    openGraph: {
      title: fullTitle,
      description: preview,
      url: byLocale[locale],
      locale: registry[locale].language.openGraph,
      alternateLocale: locales.filter((target) => target !== locale).map((target) => registry[target].language.openGraph),
      siteName,
      type: 'website',
      ...(image ? { images: [{ url: image.startsWith('/') ? `${publicUrl()}${image}` : image }] } : {}),
    },
  };
}

/** The module's feeds in this locale, by MIME type; none for a module without feeds. */
function feedLinks(locale: Locale, moduleKey: string): Record<string, string> | undefined {
  if (!FEED_MODULE_KEYS.includes(moduleKey)) return undefined;
  const base = publicUrl();
  return Object.fromEntries(Object.entries(FEED_FORMATS).map(([format, type]) => [type, `${base}${feedPath(locale, moduleKey, format as FeedFormat)}`]));
}

/** For pages that answer with an error screen: the generic error text as the title. */
export async function errorMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'error' });
  return { title: { absolute: t('title') }, robots: { index: false } };
}
