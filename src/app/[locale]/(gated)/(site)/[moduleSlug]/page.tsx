import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentArticle } from '@/components/modules/content-article';
import { ModuleListing } from '@/components/modules/module-listing';
import { resolveLocale } from '@/i18n/locales';
import { moduleHref } from '@/lib/content-href';
import { getListing, getPage } from '@/lib/server/content';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { getCurrentUser } from '@/lib/server/request-state';

interface Props {
  params: Promise<{ locale: string; moduleSlug: string }>;
}

/** `/{slug}`: a content module's listing, else the `pages` item with that slug, else 404. */
async function resolve(params: Props['params']) {
  const { locale: rawLocale, moduleSlug } = await params;
  const locale = resolveLocale(rawLocale);
  const listing = await getListing(moduleSlug, locale);
  const page = listing ? null : await getPage(moduleSlug, locale);
  return { locale, moduleSlug, listing, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, moduleSlug, listing, page } = await resolve(params);
  const href = moduleHref(moduleSlug);
  if (listing) return pageMetadata({ locale, href, title: listing.module.name, feedOf: listing.module.key });
  if (page) return pageMetadata({ locale, href, title: page.item.title });
  return errorMetadata(locale);
}

export default async function ModuleOrPage({ params }: Props) {
  const { listing, page } = await resolve(params);
  if (listing) return <ModuleListing listing={listing} signedIn={(await getCurrentUser()) !== null} />;
  if (page) return <ContentArticle module={page.module} item={page.item} />;
  notFound();
}
