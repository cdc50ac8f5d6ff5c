'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AccountPanel } from '@/components/account/account-panel';
import { ChangePasswordForm } from './change-password-form';
import type { DeviceKind } from './session-item';
import { SessionsList } from './sessions-list';

/** The security screen: the password form and the sessions, which a password change affects. */
export function SecurityPanels({ homePath, deviceIcons }: { homePath: string; deviceIcons: Record<DeviceKind, ReactNode> }) {
  const t = useTranslations('account.security');
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <div className="space-y-8">
      <AccountPanel id="change-password" title={t('password_title')} description={t('password_description')}>
        <ChangePasswordForm onChanged={() => setSessionsVersion((version) => version + 1)} />
      </AccountPanel>
      <AccountPanel id="active-sessions" title={t('sessions_title')} description={t('sessions_description')}>
        <SessionsList reloadKey={sessionsVersion} homePath={homePath} icons={deviceIcons} />
      </AccountPanel>
    </div>
  );
}
