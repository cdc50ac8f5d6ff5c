import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { ModuleListing } from '@/shared/api/public-content';
import { moduleHref } from '@/shared/content-href';

const linkClasses = 'inline-flex min-h-10 items-center rounded-full border border-slate-300 dark:border-slate-700 px-4 text-sm font-medium text-slate-700 dark:text-slate-300 hover:bg-slate-50 dark:hover:bg-slate-800';

/** Previous and next links of a module listing longer than one page (`?page=n`; page 1 has no query). */
export async function ListingPagination({ listing }: { listing: ModuleListing }) {
  if (listing.pages <= 1) return null;
  const [t, locale] = await Promise.all([getTranslations('modules.pagination'), getLocale()]);
  const pathOf = (page: number) => localizedPath(resolveLocale(locale), moduleHref(listing.module.slug), page > 1 ? { page: String(page) } : undefined);
  const { page, pages } = listing;
  return (
    <nav aria-label={t('label')} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? <NextLink href={pathOf(page - 1)} rel="prev" className={linkClasses}>{t('previous')}</NextLink> : <span />}
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-current="page">{t('page', { page, pages })}</p>
      {page < pages ? <NextLink href={pathOf(page + 1)} rel="next" className={linkClasses}>{t('next')}</NextLink> : <span />}
    </nav>
  );
}
