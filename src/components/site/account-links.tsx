import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { can } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { NotificationBadge } from './notification-badge';

/** Sign in / sign up for guests; account and dashboard for signed-in users. */
export async function AccountLinks({ user, registration }: { user: AuthUser | null; registration: boolean }) {
  const t = await getTranslations('header');
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <LocalizedLink href="/auth/sign-in" className={buttonClasses('ghost', 'md')}>{t('sign_in')}</LocalizedLink>
        {registration ? (
          <span className="hidden sm:contents">
            <LocalizedLink href="/auth/sign-up" className={buttonClasses('primary', 'md')}>{t('sign_up')}</LocalizedLink>
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {can(user, 'external.dashboard') ? (
        <span className="hidden sm:contents">
          <LocalizedLink href="/dashboard" className={buttonClasses('outline', 'md')}>
            <Icon name="layout-dashboard" className="size-4" />
            {t('dashboard')}
          </LocalizedLink>
        </span>
      ) : null}
      <LocalizedLink href="/auth" className={buttonClasses('ghost', 'md', 'relative')} title={user.fullname || user.username}>
        <Icon name="circle-user-round" className="size-5" />
        <span className="sr-only lg:not-sr-only">{t('account')}</span>
        <NotificationBadge label={t('unread_notifications', { count: '{count}' })} />
      </LocalizedLink>
    </div>
  );
}
