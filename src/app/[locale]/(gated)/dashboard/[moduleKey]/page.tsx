import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { resolveLocale } from '@/i18n/locales';
import { listModules } from '@/lib/server/content';
import { requirePermission, requireUser } from '@/lib/server/guards';
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
  const href = { pathname: '/dashboard/[moduleKey]' as const, params: { moduleKey } };
  return { ...(await pageMetadata({ locale, href, title: module.name, subtitle: t('title') })), robots: { index: false } };
}

/** A module's own screen: its contents, or for a form module its inbox (needs `{moduleKey}.read`). */
export default async function ModuleDashboardPage({ params }: Props) {
  const { locale, moduleKey, module } = await resolve(params);
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
