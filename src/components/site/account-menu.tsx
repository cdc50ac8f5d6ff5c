'use client';

import type { ReactNode } from 'react';
import { useCurrentUser, usePersonalParts } from '@/components/app/app-data';
import { buttonClasses } from '@/components/ui/button';
import { can } from '@/shared/permissions';
import { IntentLink } from './intent-prefetch';
import { NotificationBadge } from './notification-badge';

export interface AccountMenuProps {
  registration: boolean;
  /** Localised on the server, so the routing table stays out of the browser. */
  paths: { signIn: string; signUp: string; account: string; dashboard: string };
  /** `unread` has a `{count}` placeholder. */
  labels: { signIn: string; signUp: string; account: string; dashboard: string; unread: string };
  icons: { account: ReactNode; dashboard: ReactNode };
}

/**
 * Sign in / sign up for guests; account and dashboard for signed-in users. On a public page
 * (rendered for a guest) a browser holding a session marks the page before it paints
 * (PersonalBootScript), which keeps the guest links' place but hides them until the user arrives.
 */
export function AccountMenu({ registration, paths, labels, icons }: AccountMenuProps) {
  const user = useCurrentUser();
  const shellUnread = usePersonalParts()?.unread_notifications;
  if (!user) {
    return (
      <div className="flex items-center gap-2 [html[data-signed-in]_&]:invisible">
        <IntentLink href={paths.signIn} className={buttonClasses('ghost', 'md')}>{labels.signIn}</IntentLink>
        {registration ? (
          <span className="hidden sm:contents">
            <IntentLink href={paths.signUp} className={buttonClasses('primary', 'md')}>{labels.signUp}</IntentLink>
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {can(user, 'external.dashboard') ? (
        <span className="hidden sm:contents">
          <IntentLink href={paths.dashboard} className={buttonClasses('outline', 'md')}>
            {icons.dashboard}
            {labels.dashboard}
          </IntentLink>
        </span>
      ) : null}
      <IntentLink href={paths.account} className={buttonClasses('ghost', 'md', 'relative')} title={user.fullname || user.username}>
        {icons.account}
        <span className="sr-only lg:not-sr-only">{labels.account}</span>
        <NotificationBadge label={labels.unread} fallbackCount={shellUnread} />
      </IntentLink>
    </div>
  );
}
