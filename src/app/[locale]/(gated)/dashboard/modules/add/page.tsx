import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ModuleBuilderScreen } from '@/components/dashboard/modules/module-builder-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/lib/localized-path';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { ...(await pageMetadata({ locale, href: '/dashboard/modules/add', title: t('modules_add.title'), subtitle: t('title') })), robots: { index: false } };
}

/** A new content or form module, built field by field. */
export default async function AddModulePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  await requirePermission(locale, 'modules.create');
  const t = await getTranslations('dashboard');
  const modulesPath = localizedPath(locale, '/dashboard/modules');
  return (
    <div className="max-w-5xl space-y-8">
      <NextLink href={modulesPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('module_builder.back')}</NextLink>
      <SectionHeader icon="package-plus" title={t('modules_add.title')} description={t('modules_add.description')} />
      <DashboardMessages>
        <ModuleBuilderScreen modulesPath={modulesPath} canSave />
      </DashboardMessages>
    </div>
  );
}
