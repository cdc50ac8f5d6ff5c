import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { resolveLocale } from '@/i18n/locales';
import { listModules } from '@/lib/server/content';
import { requirePermission } from '@/lib/server/guards';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';

interface Props {
  params: Promise<{ locale: string; moduleKey: string }>;
}

async function resolve(params: Props['params']) {
  const { locale: rawLocale, moduleKey } = await params;
  const locale = resolveLocale(rawLocale);
  const found = (await listModules(locale)).find((candidate) => candidate.key === moduleKey) ?? null;
  return { locale, moduleKey, module: found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, moduleKey, module } = await resolve(params);
  if (!module) return errorMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/modules/[moduleKey]' as const, params: { moduleKey } };
  return { ...(await pageMetadata({ locale, href, title: t('modules_edit.title', { name: module.name }), subtitle: t('title') })), robots: { index: false } };
}

/** Editing a module's definition (needs modules.update). */
export default async function EditModulePage({ params }: Props) {
  const { locale, module } = await resolve(params);
  await requirePermission(locale, 'modules.update');
  if (!module) notFound();
  const t = await getTranslations('dashboard');
  return <SectionHeader icon="boxes" title={t('modules_edit.title', { name: module.name })} description={t('modules_edit.description')} />;
}
