import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContentArticle } from '@/components/modules/content-article';
import { resolveLocale } from '@/i18n/locales';
import { contentHref, contentHrefs } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import { findMoved, getItem } from '@/lib/server/content';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';

interface Props {
  params: Promise<{ locale: string; moduleSlug: string; moduleContentSlug: string }>;
}

async function resolve(params: Props['params']) {
  const { locale: rawLocale, moduleSlug, moduleContentSlug } = await params;
  const locale = resolveLocale(rawLocale);
  return { locale, moduleSlug, moduleContentSlug, found: await getItem(moduleSlug, moduleContentSlug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await resolve(params);
  if (!found) return errorMetadata(locale);
  const { module, item } = found;
  return pageMetadata({
    locale,
    // Each locale's alternate uses that locale's own module and item slugs.
    href: contentHrefs(module.key, module.slugs, item.slugs),
    title: item.title,
    subtitle: module.name,
    description: item.header,
    image: item.header_image,
    feedOf: module.key,
  });
}

/** `/{moduleSlug}/{contentSlug}`: one published item. */
export default async function ContentItemPage({ params }: Props) {
  const { locale, moduleSlug, moduleContentSlug, found } = await resolve(params);
  if (found) return <ContentArticle {...found} />;
  // Another locale's slugs (a language switch keeps the path): the item's address in this locale.
  const moved = await findMoved(moduleSlug, moduleContentSlug, locale);
  if (moved?.contentSlug) redirect(localizedPath(locale, contentHref(moved.moduleKey, moved.moduleSlug, moved.contentSlug)));
  notFound();
}
