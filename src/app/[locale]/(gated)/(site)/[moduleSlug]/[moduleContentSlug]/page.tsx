import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentArticle } from '@/components/modules/content-article';
import { resolveLocale } from '@/i18n/locales';
import { contentHref } from '@/lib/content-href';
import { getItem } from '@/lib/server/content';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';

interface Props {
  params: Promise<{ locale: string; moduleSlug: string; moduleContentSlug: string }>;
}

async function resolve(params: Props['params']) {
  const { locale: rawLocale, moduleSlug, moduleContentSlug } = await params;
  const locale = resolveLocale(rawLocale);
  return { locale, found: await getItem(moduleSlug, moduleContentSlug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await resolve(params);
  if (!found) return errorMetadata(locale);
  const { module, item } = found;
  return pageMetadata({
    locale,
    href: contentHref(module.key, module.slug, item.slug),
    title: item.title,
    subtitle: module.name,
    feedOf: module.key,
  });
}

/** `/{moduleSlug}/{contentSlug}`: one published item. */
export default async function ContentItemPage({ params }: Props) {
  const { found } = await resolve(params);
  if (!found) notFound();
  return <ContentArticle module={found.module} item={found.item} />;
}
