import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { requirePermission, requireUser } from '@/lib/server/guards';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { resolveModuleRoute, type ModuleRouteParams } from '@/lib/server/module-route';

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const { locale, moduleKey, module } = await resolveModuleRoute(params);
  if (!module) return errorMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/[moduleKey]' as const, params: { moduleKey } };
  return { ...(await pageMetadata({ locale, href, title: module.name, subtitle: t('title') })), robots: { index: false } };
}

/** A module's own screen: its contents, or for a form module its inbox (needs `{moduleKey}.read`). */
export default async function ModuleDashboardPage({ params }: ModuleRouteParams) {
  const { locale, moduleKey, module } = await resolveModuleRoute(params);
  await requireUser(locale);
  if (!module) notFound();
  await requirePermission(locale, `${moduleKey}.read`);
  const t = await getTranslations('dashboard');
  const kind = module.type === 'form' ? 'form_module' : 'content_module';
  return (
    <SectionHeader
      icon={module.icon ?? (module.type === 'form' ? 'inbox' : 'file-text')}
      title={module.name}
      description={t(`${kind}.description`, { name: module.name })}
    />
  );
}
