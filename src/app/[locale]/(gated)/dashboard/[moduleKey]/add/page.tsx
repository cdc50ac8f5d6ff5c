import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ContentEditor } from '@/components/dashboard/contents/content-editor';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { contentModuleForScreen } from '@/lib/server/dashboard-contents';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { modulePermission } from '@/shared/permissions';
import { moduleAccess, requireModuleAccess, type ModuleRouteParams } from '../../module-access';

const createKey = (moduleKey: string) => modulePermission(moduleKey, 'create');

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const access = await moduleAccess(params, createKey);
  if (!access.allowed || access.module.type !== 'content') return errorMetadata(access.locale);
  const { locale, moduleKey, module } = access;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/[moduleKey]/add' as const, params: { moduleKey } };
  return pageMetadata({ locale, href, title: t('contents.add_title', { name: module.name }), subtitle: t('title') });
}

/** A new item of a content module (needs `{moduleKey}.create`). */
export default async function AddContentPage({ params }: ModuleRouteParams) {
  const { locale, moduleKey, module } = await requireModuleAccess(params, createKey);
  if (module.type !== 'content') notFound();
  const [t, stored] = await Promise.all([getTranslations('dashboard.contents'), contentModuleForScreen(moduleKey)]);
  if (!stored) notFound();
  const contentsPath = localizedPath(locale, { pathname: '/dashboard/[moduleKey]', params: { moduleKey } });
  return (
    <div className="max-w-6xl space-y-8">
      <NextLink href={contentsPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('back_to', { name: module.name })}</NextLink>
      <SectionHeader icon={module.icon ?? 'file-plus'} title={t('add_title', { name: module.name })} description={t('add_description')} />
      <DashboardMessages>
        <ContentEditor moduleKey={moduleKey} fields={stored.fields} content={null} contentsPath={contentsPath} moduleSlug={stored.slug} canSave canRestore={false} />
      </DashboardMessages>
    </div>
  );
}
