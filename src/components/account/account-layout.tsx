import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { AuthUser } from '@/shared/types';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { localizedPath } from '@/shared/localized-path';
import { AccountMessages } from './account-messages';
import { AccountNav } from './account-nav';
import { SignOutButton } from './sign-out-button';
import { UserAvatar } from './user-avatar';

/** Signed-in account pages: who is signed in, the sub-navigation and sign-out beside the page. */
export async function AccountLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const locale = resolveLocale(await getLocale());
  return (
    <Container className="py-10 sm:py-14">
      <AccountMessages>
        {/* Phones: profile and navigation, the page, then sign-out. Wide screens: all but the page in the left column. */}
        <div className="grid gap-8 lg:grid-cols-[15rem_1fr] lg:grid-rows-[auto_1fr] lg:gap-y-4">
          <aside className="min-w-0 space-y-6">
            <div className="flex items-center gap-3">
              <UserAvatar user={user} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900 dark:text-slate-100">{user.fullname || user.username}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400" title={user.email}>{user.email}</p>
              </div>
            </div>
            <AccountNav user={user} />
          </aside>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
          <div className="border-t border-slate-200 dark:border-slate-800 pt-4 lg:col-start-1 lg:row-start-2 lg:self-start">
            <SignOutButton homePath={localizedPath(locale, '/')} icon={<Icon name="log-out" className="size-4" />} />
          </div>
        </div>
      </AccountMessages>
    </Container>
  );
}
