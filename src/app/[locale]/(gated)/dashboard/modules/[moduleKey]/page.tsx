import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ModuleBuilderScreen } from '@/components/dashboard/modules/module-builder-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/lib/localized-path';
import { requirePermission } from '@/lib/server/guards';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { resolveModuleRoute, type ModuleRouteParams } from '@/lib/server/module-route';
import { can } from '@/shared/permissions';

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const { locale, moduleKey, module } = await resolveModuleRoute(params);
  if (!module) return errorMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/modules/[moduleKey]' as const, params: { moduleKey } };
  return { ...(await pageMetadata({ locale, href, title: t('modules_edit.title', { name: module.name }), subtitle: t('title') })), robots: { index: false } };
}

/** A module's definition: editable with modules.update, shown read-only with modules.read alone. */
export default async function EditModulePage({ params }: ModuleRouteParams) {
  const { locale, moduleKey, module } = await resolveModuleRoute(params);
  const user = await requirePermission(locale, 'modules.read');
  if (!module) notFound();
  const t = await getTranslations('dashboard');
  const modulesPath = localizedPath(locale, '/dashboard/modules');
  return (
    <div className="max-w-5xl space-y-8">
      <NextLink href={modulesPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('module_builder.back')}</NextLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeader icon={module.icon ?? 'boxes'} title={t('modules_edit.title', { name: module.name })} description={t('modules_edit.description')} />
        <NextLink href={`${localizedPath(locale, '/dashboard')}/${moduleKey}`} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">
          {module.type === 'form' ? t('module_builder.list.open_submissions') : t('module_builder.list.open_contents')} →
        </NextLink>
      </div>
      <DashboardMessages>
        <ModuleBuilderScreen moduleKey={moduleKey} modulesPath={modulesPath} canSave={can(user, 'modules.update')} />
      </DashboardMessages>
    </div>
  );
}
