import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { RecordCrumb } from '@/components/dashboard/record-crumb';
import { ContentEditor } from '@/components/dashboard/contents/content-editor';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { contentModuleForScreen } from '@/lib/server/dashboard-contents';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { localizedText } from '@/shared/fields';
import { can, modulePermission } from '@/shared/permissions';
import { requireModuleAccess } from '../../module-access';
import { contentOf, readableContent, type ContentRouteParams } from './content-route';

export async function generateMetadata({ params }: ContentRouteParams): Promise<Metadata> {
  const readable = await readableContent(params);
  if (!readable.content) return errorMetadata(readable.locale);
  const { locale, moduleKey, module, contentId, content } = readable;
  const href = { pathname: '/dashboard/[moduleKey]/[contentId]' as const, params: { moduleKey, contentId } };
  return pageMetadata({ locale, href, title: localizedText(content.title, locale), subtitle: module.name });
}

/** One item of a content module: the editor, read-only without `{moduleKey}.update`. */
export default async function EditContentPage({ params }: ContentRouteParams) {
  const [access, { contentId }] = await Promise.all([requireModuleAccess(params), params]);
  const { locale, moduleKey, module, user } = access;
  const [t, stored, content] = await Promise.all([getTranslations('dashboard.contents'), contentModuleForScreen(moduleKey), contentOf(access, contentId)]);
  if (!stored || !content) notFound();
  const contentsPath = localizedPath(locale, { pathname: '/dashboard/[moduleKey]', params: { moduleKey } });
  const canUpdate = can(user, modulePermission(moduleKey, 'update'));
  return (
    <div className="max-w-6xl space-y-8">
      <NextLink href={contentsPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('back_to', { name: module.name })}</NextLink>
      <RecordCrumb label={localizedText(content.title, locale) || t('untitled')} />
      <SectionHeader icon={module.icon ?? 'file-text'} title={localizedText(content.title, locale) || t('untitled')} description={t('edit_description', { name: module.name })} />
      <DashboardMessages>
        <ContentEditor key={content.id} moduleKey={moduleKey} fields={stored.fields} content={content} contentsPath={contentsPath} moduleSlug={stored.slug} canSave={canUpdate} canRestore={canUpdate} />
      </DashboardMessages>
    </div>
  );
}
