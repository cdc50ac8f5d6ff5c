import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { FEED_FORMATS, FEED_MODULE_KEYS, feedPath, type FeedFormat } from '@/lib/discovery/feed';
import type { InternalHref } from '@/lib/nav-link';
import { pageUrls } from '@/lib/page-urls';
import { loadBundle, publicUrl } from './request-state';

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', sv: 'sv_SE', tr: 'tr_TR' };

export interface PageMetadataInput {
  locale: Locale;
  /** The internal route, e.g. '/about' or { pathname: '/[moduleSlug]', params: { moduleSlug: 'blog' } }. */
  href: InternalHref;
  title: string;
  subtitle?: string | null;
  /** A module whose feeds the page links to (`<link rel="alternate" type="application/rss+xml">`). */
  feedOf?: string;
}

/** `{title} · {subtitle} | {app_name} {app_company_suffix}` (spec §2, navigation behaviour). */
export function composeTitle(title: string, subtitle: string | null | undefined, siteName: string): string {
  const head = subtitle ? `${title} · ${subtitle}` : title;
  return siteName ? `${head} | ${siteName}` : head;
}

/** Title, description (the site's, per spec §9), canonical, language alternates and Open Graph for one page. */
export async function pageMetadata({ locale, href, title, subtitle, feedOf }: PageMetadataInput): Promise<Metadata> {
  const result = await loadBundle(locale);
  if (!result.ok) return errorMetadata(locale);
  const { settings } = result.bundle;
  const siteName = [settings.app_name, settings.app_company_suffix].filter(Boolean).join(' ');
  const fullTitle = composeTitle(title, subtitle, siteName);
  const summary = settings.app_description;
  const { byLocale, languages } = pageUrls(publicUrl(), href);

  return {
    title: { absolute: fullTitle },
    description: summary,
    alternates: { canonical: byLocale[locale], languages, types: feedOf ? feedLinks(locale, feedOf) : undefined },
    openGraph: {
      title: fullTitle,
      description: summary,
      url: byLocale[locale],
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: locales.filter((target) => target !== locale).map((target) => OPEN_GRAPH_LOCALES[target]),
      siteName,
      type: 'website',
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
