import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PreviewBanner } from '@/components/dashboard/contents/preview-banner';
import { RecordCrumb } from '@/components/dashboard/record-crumb';
import { ContentArticle } from '@/components/modules/content-article';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import { previewItem } from '@/lib/server/dashboard-contents';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { requireModuleAccess } from '../../../module-access';
import { contentOf, readableContent, type ContentRouteParams } from '../content-route';

interface PreviewRouteProps extends ContentRouteParams {
  /** `locale`: the language of the content shown; the dashboard around it stays in the route's (its user's) language. */
  searchParams: Promise<{ locale?: string | string[] }>;
}

/** The content language a preview shows: the one its address names, else the dashboard's. */
const contentLocaleOf = async (searchParams: PreviewRouteProps['searchParams'], fallback: Locale): Promise<Locale> => {
  const { locale } = await searchParams;
  return isLocale(locale) ? locale : fallback;
};

export async function generateMetadata({ params, searchParams }: PreviewRouteProps): Promise<Metadata> {
  const readable = await readableContent(params);
  if (!readable.content) return errorMetadata(readable.locale);
  const { locale, moduleKey, module, contentId, content } = readable;
  const t = await getTranslations({ locale, namespace: 'dashboard.contents' });
  const href = { pathname: '/dashboard/[moduleKey]/[contentId]/preview' as const, params: { moduleKey, contentId } };
  const found = await previewItem(moduleKey, content.id, await contentLocaleOf(searchParams, locale));
  return {
    ...(await pageMetadata({ locale, href, title: t('preview_title', { title: found?.item.title ?? contentId }), subtitle: module.name })),
    robots: { index: false, follow: false },
  };
}

/**
 * The item as its public page will look in the content language chosen (`?locale=`), whatever its
 * status (needs `{moduleKey}.read`); choosing another language changes the content only.
 */
export default async function ContentPreviewPage({ params, searchParams }: PreviewRouteProps) {
  const [access, { contentId }] = await Promise.all([requireModuleAccess(params), params]);
  const { locale, moduleKey } = access;
  const contentLocale = await contentLocaleOf(searchParams, locale);
  const content = await contentOf(access, contentId);
  const found = content ? await previewItem(moduleKey, content.id, contentLocale) : null;
  if (!content || !found) notFound();
  const routeParams = { moduleKey, contentId };
  const editorPath = localizedPath(locale, { pathname: '/dashboard/[moduleKey]/[contentId]', params: routeParams });
  return (
    <div className="space-y-6">
      {/* The item's crumb (its editor) by its title, then "Preview". */}
      <RecordCrumb href={editorPath} label={found.item.title} />
      <PreviewBanner
        status={content.status}
        locale={contentLocale}
        editorPath={editorPath}
        localePaths={locales.map((code) => ({ locale: code, href: localizedPath(locale, { pathname: '/dashboard/[moduleKey]/[contentId]/preview', params: routeParams }, { locale: code }) }))}
      />
      {/* The public site is light; the article keeps its own colours inside the dashboard's theme. */}
      <div className="overflow-hidden rounded-2xl bg-white dark:bg-slate-900 text-slate-900 dark:text-slate-100 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
        <ContentArticle {...found} locale={contentLocale} />
      </div>
    </div>
  );
}
