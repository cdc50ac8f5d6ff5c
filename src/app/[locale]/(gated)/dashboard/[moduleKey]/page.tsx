import { Suspense } from 'react';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ContentsTable } from '@/components/dashboard/contents/contents-table';
import { InboxScreen } from '@/components/dashboard/submissions/inbox-screen';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { moduleForScreen } from '@/lib/server/dashboard-contents';
import { errorMetadata, pageMetadata } from '@/lib/server/metadata';
import { can, modulePermission } from '@/shared/permissions';
import { moduleAccess, requireModuleAccess, type ModuleRouteParams } from '../module-access';

export async function generateMetadata({ params }: ModuleRouteParams): Promise<Metadata> {
  const access = await moduleAccess(params);
  if (!access.allowed) return errorMetadata(access.locale);
  const { locale, moduleKey, module } = access;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const href = { pathname: '/dashboard/[moduleKey]' as const, params: { moduleKey } };
  return pageMetadata({ locale, href, title: module.name, subtitle: t('title') });
}

/** A module's own screen: its contents, or for a form module its inbox (needs `{moduleKey}.read`). */
export default async function ModuleDashboardPage({ params }: ModuleRouteParams) {
  const { locale, moduleKey, module, user } = await requireModuleAccess(params);
  const [t, stored] = await Promise.all([getTranslations('dashboard'), moduleForScreen(moduleKey, module.type)]);
  if (!stored) notFound();
  const isForm = module.type === 'form';
  const screen = {
    moduleKey,
    moduleName: module.name,
    fields: stored.fields,
    canUpdate: can(user, modulePermission(moduleKey, 'update')),
    canDelete: can(user, modulePermission(moduleKey, 'delete')),
  };
  const contentsPath = localizedPath(locale, { pathname: '/dashboard/[moduleKey]', params: { moduleKey } });
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeader
          icon={module.icon ?? (isForm ? 'inbox' : 'file-text')}
          title={module.name}
          description={t(isForm ? 'form_module.description' : 'content_module.description', { name: module.name })}
        />
        {!isForm && can(user, modulePermission(moduleKey, 'create')) ? (
          <NextLink href={localizedPath(locale, { pathname: '/dashboard/[moduleKey]/add', params: { moduleKey } })} className={buttonClasses('primary', 'md')}>
            {t('contents.add')}
          </NextLink>
        ) : null}
      </div>
      <DashboardMessages>
        <Suspense>
          {isForm ? <InboxScreen {...screen} /> : <ContentsTable {...screen} contentsPath={contentsPath} />}
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
