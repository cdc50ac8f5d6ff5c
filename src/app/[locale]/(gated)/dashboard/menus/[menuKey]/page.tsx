import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { resolveLocale } from '@/i18n/locales';
import { requirePermission } from '@/lib/server/guards';
import { pageMetadata } from '@/lib/server/metadata';

interface Props {
  params: Promise<{ locale: string; menuKey: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, menuKey } = await params;
  const locale = resolveLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/menus/[menuKey]' as const, params: { menuKey } };
  return { ...(await pageMetadata({ locale, href, title: t('menus_edit.title', { key: menuKey }), subtitle: t('title') })), robots: { index: false } };
}

/** Editing one menu (needs menus.update). */
export default async function EditMenuPage({ params }: Props) {
  const { locale: rawLocale, menuKey } = await params;
  await requirePermission(resolveLocale(rawLocale), 'menus.update');
  const t = await getTranslations('dashboard');
  return <SectionHeader icon="list-tree" title={t('menus_edit.title', { key: menuKey })} description={t('menus_edit.description')} />;
}
