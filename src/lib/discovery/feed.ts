import type { Locale } from '@/i18n/locales';
import { contentHref, moduleHref } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import { pageUrls } from '@/lib/page-urls';
import { latestTime } from './site-pages';
import { escapeXml, XML_DECLARATION } from './xml';

/** Modules with feeds, and how many of their newest items a feed carries. */
export const FEED_MODULE_KEYS: readonly string[] = ['blog'];
export const FEED_ITEM_LIMIT = 50;

export const FEED_FORMATS = {
  'rss.xml': 'application/rss+xml',
  'atom.xml': 'application/atom+xml',
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

export function isFeedFormat(value: string): value is FeedFormat {
  return Object.hasOwn(FEED_FORMATS, value);
}

/** A feed's own path: `/feeds/blog/rss.xml`, `/sv/feeds/blog/atom.xml` (the locale prefix as the pages have it). */
export function feedPath(locale: Locale, moduleKey: string, format: FeedFormat): string {
  const prefix = localizedPath(locale, '/').replace(/\/$/, '');
  return `${prefix}/feeds/${encodeURIComponent(moduleKey)}/${format}`;
}

export interface FeedInput {
  base: string;
  locale: Locale;
  siteName: string;
  module: { key: string; slug: string; name: string };
  /** Newest first. */
  entries: readonly { slug: string; title: string; summary: string; created_at: string; updated_at: string }[];
}

/** The feed's URLs and entries, as both formats write them. */
function resolve({ base, locale, siteName, module, entries }: FeedInput, format: FeedFormat) {
  return {
    title: [module.name, siteName].filter(Boolean).join(' | '),
    self: `${base}${feedPath(locale, module.key, format)}`,
    updated: latestTime(entries.map((entry) => entry.updated_at)),
    home: pageUrls(base, moduleHref(module.slug)).byLocale[locale],
    entries: entries.map((entry) => ({
      url: pageUrls(base, contentHref(module.key, module.slug, entry.slug)).byLocale[locale],
      title: entry.title,
      summary: entry.summary,
      published: entry.created_at,
      updated: entry.updated_at,
    })),
  };
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** RSS 2.0 of a module's newest items; the item URL is its guid (it is permanent). */
export function renderRss(input: FeedInput): string {
  const { title, self, home, updated, entries } = resolve(input, 'rss.xml');
  const items = entries.map((entry) => [
    '<item>',
    element('title', entry.title),
    element('link', entry.url),
    `<guid isPermaLink="true">${escapeXml(entry.url)}</guid>`,
    element('pubDate', new Date(entry.published).toUTCString()),
    element('description', entry.summary),
    '</item>',
  ].join(''));
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', title),
    element('link', home),
    element('description', input.module.name),
    element('language', input.locale),
    ...(updated ? [element('lastBuildDate', new Date(updated).toUTCString())] : []),
    `<atom:link href="${escapeXml(self)}" rel="self" type="${FEED_FORMATS['rss.xml']}"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 of a module's newest items. */
export function renderAtom(input: FeedInput): string {
  const { title, self, home, updated, entries } = resolve(input, 'atom.xml');
  const items = entries.map((entry) => [
    '<entry>',
    element('title', entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    element('id', entry.url),
    element('published', entry.published),
    element('updated', entry.updated),
    `<summary type="text">${escapeXml(entry.summary)}</summary>`,
    '</entry>',
  ].join(''));
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.locale)}">`,
    element('title', title),
    element('id', self),
    `<link rel="self" type="${FEED_FORMATS['atom.xml']}" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    element('updated', updated ?? new Date(0).toISOString()),
    ...(input.siteName ? [`<author>${element('name', input.siteName)}</author>`] : ['<author><name>-</name></author>']),
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
