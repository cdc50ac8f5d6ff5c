import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/account/screen-metadata';
import { NotificationsList } from '@/components/account/notifications/notifications-list';
import { Icon } from '@/components/ui/icon';
import { SectionHeader } from '@/components/ui/section-header';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

export const generateMetadata = accountMetadata('notifications', '/auth/notifications');

/** Notifications: the list, the unread count, mark read, mark all read, delete all. */
export default async function AccountNotificationsPage({ params }: LocaleParams) {
  await requireUser(await routeLocale(params));
  const t = await getTranslations('account');
  return (
    <div className="space-y-8">
      <SectionHeader icon="bell" title={t('notifications.title')} description={t('notifications.description')} />
      <NotificationsList emptyIcon={<Icon name="bell-off" className="size-8 text-slate-300" />} />
    </div>
  );
}
