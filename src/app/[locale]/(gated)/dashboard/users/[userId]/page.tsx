import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { RecordCrumb } from '@/components/dashboard/record-crumb';
import { UserAccountActions } from '@/components/dashboard/users/user-account-actions';
import { UserEditForm } from '@/components/dashboard/users/user-edit-form';
import { UserStatusBadge } from '@/components/dashboard/users/user-status-badge';
import { ViewOnlyNotice } from '@/components/dashboard/view-only-notice';
import { Card } from '@/components/ui/card';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { assignableRoles, findDashboardUser, genderOptions, mayManageHolders, roleOptions } from '@/lib/server/dashboard-users';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { can } from '@/shared/permissions';
import { viewerTimeZone } from '@/lib/server/viewer-time-zone';
import { formatInstant, NEUTRAL_TIME_ZONE } from '@/shared/time';

interface UserPageProps {
  params: Promise<{ locale: string; userId: string }>;
}

export async function generateMetadata({ params }: UserPageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { userId } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return {
    ...(await pageMetadata({ locale, href: { pathname: '/dashboard/users/[userId]', params: { userId } }, title: t('users_edit.title', { name: `#${userId}` }), subtitle: t('title') })),
  };
}

/**
 * One user: every field, the sign-in links, deletion, and a way to their sessions. An account
 * whose role holds a key the viewer lacks is theirs only to look at (design §4), and says so.
 */
export default async function UserPage({ params }: UserPageProps) {
  const locale = await routeLocale(params);
  const viewer = await requirePermission(locale, 'users.read');
  const user = await findDashboardUser((await params).userId);
  if (!user) notFound();
  const [t, zone, roles, genders] = await Promise.all([getTranslations('dashboard'), viewerTimeZone(viewer), roleOptions(viewer), genderOptions(locale)]);
  const manageable = mayManageHolders(roles, user.role_id);
  const canUpdate = manageable && can(viewer, 'users.update');
  const canDelete = manageable && can(viewer, 'users.delete');
  const usersPath = localizedPath(locale, '/dashboard/users');
  // Rendered here, in the zone the viewer's browser or setting named (else UTC), so it says which.
  const date = (value: string) => formatInstant(value, locale, zone ?? NEUTRAL_TIME_ZONE, 'date-time', { zoneLabel: true });
  return (
    <div className="max-w-5xl space-y-8">
      <NextLink href={usersPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('users.back')}</NextLink>
      <RecordCrumb label={user.fullname || user.username} />
      <SectionHeader icon="user-cog" title={t('users_edit.title', { name: user.username })} description={t('users_edit.description')} />
      <DashboardMessages>
        {manageable ? null : <ViewOnlyNotice>{t('users.view_only')}</ViewOnlyNotice>}
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <Card className="min-w-0">
            <UserEditForm key={user.version} user={user} roles={assignableRoles(roles, user.role_id)} {...genders} canUpdate={canUpdate} />
          </Card>
          <div className="space-y-6">
            <Card className="space-y-2 text-sm text-slate-600 dark:text-slate-400">
              <div className="flex flex-wrap items-center gap-2">
                <UserStatusBadge status={user.status} />
                <span>{user.email_verified ? t('users.verified') : t('users.unverified')}</span>
              </div>
              <p>{t('users.created_on', { date: date(user.created_at) })}, {t('users.updated_on', { date: date(user.updated_at) })}</p>
              {can(viewer, 'sessions.read') ? (
                <NextLink href={`${localizedPath(locale, '/dashboard/sessions')}?user_id=${user.id}`} className="inline-block font-medium text-primary-700 hover:underline dark:text-primary-400">
                  {t('users.sessions')} →
                </NextLink>
              ) : null}
            </Card>
            {canUpdate || canDelete ? (
              <Card>
                <UserAccountActions user={user} canUpdate={canUpdate} canDelete={canDelete} usersPath={usersPath} />
              </Card>
            ) : null}
          </div>
        </div>
      </DashboardMessages>
    </div>
  );
}
