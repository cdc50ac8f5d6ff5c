'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AccountPanel } from '@/components/account/account-panel';
import type { OAuthProvider } from '@/shared/api/account';
import { ChangePasswordForm } from './change-password-form';
import { LinkedProviders } from './linked-providers';
import type { DeviceKind } from './session-item';
import { SessionsList } from './sessions-list';

export interface SecurityPanelsProps {
  homePath: string;
  deviceIcons: Record<DeviceKind, ReactNode>;
  providerIcons: Record<OAuthProvider, ReactNode>;
}

/** The security screen: the password form, the linked providers and the sessions, which both others affect. */
export function SecurityPanels({ homePath, deviceIcons, providerIcons }: SecurityPanelsProps) {
  const t = useTranslations('account.security');
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const reloadSessions = () => setSessionsVersion((version) => version + 1);
  return (
    <div className="space-y-8">
      <AccountPanel id="change-password" title={t('password_title')} description={t('password_description')}>
        <ChangePasswordForm onChanged={reloadSessions} />
      </AccountPanel>
      <AccountPanel id="linked-providers" title={t('providers_title')} description={t('providers_description')}>
        <LinkedProviders icons={providerIcons} homePath={homePath} onUnlinked={reloadSessions} />
      </AccountPanel>
      <AccountPanel id="active-sessions" title={t('sessions_title')} description={t('sessions_description')}>
        <SessionsList reloadKey={sessionsVersion} homePath={homePath} icons={deviceIcons} />
      </AccountPanel>
    </div>
  );
}
