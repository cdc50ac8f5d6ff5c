import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContentArticle } from '@/components/modules/content-article';
import { ModuleListing } from '@/components/modules/module-listing';
import { resolveLocale } from '@/i18n/locales';
import { moduleHref, moduleHrefs } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import { findMoved, getListing, getPage } from '@/lib/server/content';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';

interface Props {
  params: Promise<{ locale: string; moduleSlug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

/** `?page=n` of a listing: a positive whole number, else the first page. */
function pageNumber(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** `/{slug}`: a content module's listing, else the `pages` item with that slug, else 404. */
async function resolve({ params, searchParams }: Props) {
  const [{ locale: rawLocale, moduleSlug }, query] = await Promise.all([params, searchParams]);
  const locale = resolveLocale(rawLocale);
  const listing = await getListing(moduleSlug, locale, pageNumber(query.page));
  const page = listing ? null : await getPage(moduleSlug, locale);
  return { locale, moduleSlug, listing, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, listing, page } = await resolve(props);
  if (listing) return pageMetadata({ locale, href: moduleHrefs(listing.module.slugs), title: listing.module.name, feedOf: listing.module.key });
  if (page) {
    const { item } = page;
    return pageMetadata({ locale, href: moduleHrefs(item.slugs), title: item.title, description: item.header, image: item.header_image });
  }
  return errorMetadata(locale);
}

export default async function ModuleOrPage(props: Props) {
  const { locale, moduleSlug, listing, page } = await resolve(props);
  if (listing) return listing.page > listing.pages ? notFound() : <ModuleListing listing={listing} />;
  if (page) return <ContentArticle {...page} />;
  // Another locale's slug (a language switch keeps the path): its address in this locale.
  const moved = await findMoved(moduleSlug, null, locale);
  if (moved) redirect(localizedPath(locale, moduleHref(moved.moduleSlug)));
  notFound();
}
