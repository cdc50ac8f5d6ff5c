import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ModuleBuilderScreen } from '@/components/dashboard/modules/module-builder-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import type { PermissionKey } from '@/shared/permissions';
import { moduleAccess, requireModuleAccess, type ModuleRouteParams } from '../../module-access';

/** The module editor needs modules.update (spec §2): modules.read alone lists modules but opens no editor. */
const editKey = (): PermissionKey => 'modules.update';

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const access = await moduleAccess(params, editKey);
  if (!access.allowed) return errorMetadata(access.locale);
  const { locale, moduleKey, module } = access;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/modules/[moduleKey]' as const, params: { moduleKey } };
  return pageMetadata({ locale, href, title: t('modules_edit.title', { name: module.name }), subtitle: t('title') });
}

/** A module's definition, to edit. */
export default async function EditModulePage({ params }: ModuleRouteParams) {
  const { locale, moduleKey, module } = await requireModuleAccess(params, editKey);
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
        <ModuleBuilderScreen moduleKey={moduleKey} modulesPath={modulesPath} canSave />
      </DashboardMessages>
    </div>
  );
}
