import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardScreenMessages } from '@/components/dashboard/screen-messages';
import { MenuCreateForm } from '@/components/dashboard/menus/menu-create-form';
import { Card } from '@/components/ui/card';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

const screen = dashboardScreen('menus_add');

export const generateMetadata = screen.generateMetadata;

/** A new menu: its key, name and areas; its items are added in the editor it leads to. */
export default async function AddMenuPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  await screen.viewer(locale);
  const t = await getTranslations('dashboard');
  const menusPath = localizedPath(locale, '/dashboard/menus');
  return (
    <div className="max-w-3xl space-y-8">
      <NextLink href={menusPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('menus_editor.back')}</NextLink>
      <SectionHeader icon={screen.icon} title={t('menus_add.title')} description={t('menus_add.description')} />
      <Card>
        <DashboardScreenMessages>
          <MenuCreateForm menusPath={menusPath} />
        </DashboardScreenMessages>
      </Card>
    </div>
  );
}
