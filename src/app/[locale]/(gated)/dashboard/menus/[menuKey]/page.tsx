import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { MenuEditor } from '@/components/dashboard/menus/menu-editor';
import { RecordCrumb } from '@/components/dashboard/record-crumb';
import { SectionHeader } from '@/components/ui/section-header';
import { resolveLocale } from '@/i18n/locales';
import { listModules } from '@/lib/server/content';
import { menuForEditor } from '@/lib/server/dashboard-menus';
import { roleChoices } from '@/lib/server/dashboard-reads';
import { requirePermission } from '@/lib/server/guards';
import { pageMetadata } from '@/lib/server/metadata';
import { localizedPath } from '@/shared/localized-path';

interface Props {
  params: Promise<{ locale: string; menuKey: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, menuKey } = await params;
  const locale = resolveLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/menus/[menuKey]' as const, params: { menuKey } };
  return pageMetadata({ locale, href, title: t('menus_edit.title', { key: menuKey }), subtitle: t('title') });
}

/** Editing one menu (needs menus.update); a key no menu has is the 404 screen. */
export default async function EditMenuPage({ params }: Props) {
  const { locale: rawLocale, menuKey } = await params;
  const locale = resolveLocale(rawLocale);
  const user = await requirePermission(locale, 'menus.update');
  const menu = await menuForEditor(menuKey, locale);
  if (!menu) notFound();
  const [t, modules, roles] = await Promise.all([getTranslations('dashboard'), listModules(locale), roleChoices(user)]);
  const menusPath = localizedPath(locale, '/dashboard/menus');
  const choices = {
    modules: modules.filter((module) => module.type === 'content').map(({ key, name }) => ({ key, name })),
    roles: roles.map(({ id, name }) => ({ id, name })),
  };
  return (
    <div className="max-w-6xl space-y-8">
      <NextLink href={menusPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('menus_editor.back')}</NextLink>
      <RecordCrumb label={menu.name} />
      <SectionHeader icon="list-tree" title={t('menus_edit.title', { key: menuKey })} description={t('menus_edit.description')} />
      <DashboardMessages>
        <MenuEditor menu={menu} choices={choices} menusPath={menusPath} />
      </DashboardMessages>
    </div>
  );
}
