import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { requirePermission } from '@/lib/server/guards';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { resolveModuleRoute, type ModuleRouteParams } from '@/lib/server/module-route';

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const { locale, moduleKey, module } = await resolveModuleRoute(params);
  if (!module) return errorMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/modules/[moduleKey]' as const, params: { moduleKey } };
  return { ...(await pageMetadata({ locale, href, title: t('modules_edit.title', { name: module.name }), subtitle: t('title') })), robots: { index: false } };
}

/** Editing a module's definition (needs modules.update). */
export default async function EditModulePage({ params }: ModuleRouteParams) {
  const { locale, module } = await resolveModuleRoute(params);
  await requirePermission(locale, 'modules.update');
  if (!module) notFound();
  const t = await getTranslations('dashboard');
  return <SectionHeader icon="boxes" title={t('modules_edit.title', { name: module.name })} description={t('modules_edit.description')} />;
}
