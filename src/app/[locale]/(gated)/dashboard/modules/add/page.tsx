import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ModuleBuilderScreen } from '@/components/dashboard/modules/module-builder-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

const screen = dashboardScreen('modules_add');

export const generateMetadata = screen.generateMetadata;

/** A new content or form module, built field by field. */
export default async function AddModulePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  await screen.viewer(locale);
  const t = await getTranslations('dashboard');
  const modulesPath = localizedPath(locale, '/dashboard/modules');
  return (
    <div className="max-w-5xl space-y-8">
      <NextLink href={modulesPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('module_builder.back')}</NextLink>
      <SectionHeader icon={screen.icon} title={t('modules_add.title')} description={t('modules_add.description')} />
      <DashboardMessages>
        <ModuleBuilderScreen modulesPath={modulesPath} canSave />
      </DashboardMessages>
    </div>
  );
}
