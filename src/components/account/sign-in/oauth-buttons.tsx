'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { saveOAuthReturn } from '@/lib/account/oauth-attempt';
import type { OAuthProvider } from '@/shared/api/account';
import { useApi } from '@/lib/use-api';

export interface OAuthProviderButton {
  provider: OAuthProvider;
  label: string;
  icon: ReactNode;
}

export interface OAuthButtonsProps {
  providers: OAuthProviderButton[];
  returnTo: string;
  remember: boolean;
}

/**
 * "Continue with Google / Facebook": asks the server for the provider's URL (it keeps the
 * state and PKCE verifier in HttpOnly cookies) and sends the browser there.
 */
export function OAuthButtons({ providers, returnTo, remember }: OAuthButtonsProps) {
  const t = useTranslations('account');
  const { requestWithAlert } = useApi();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  if (!providers.length) return null;

  async function start(provider: OAuthProvider) {
    setPending(provider);
    const result = await requestWithAlert<{ url: string }>('GET', `/api/auth/oauth/${provider}`, undefined, { errorsOnly: true });
    if (result.ok && result.data?.url) {
      saveOAuthReturn({ returnTo, remember });
      window.location.assign(result.data.url);
      return;
    }
    setPending(null);
  }

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 dark:text-slate-400 uppercase before:h-px before:flex-1 before:bg-slate-200 dark:before:bg-slate-700 after:h-px after:flex-1 after:bg-slate-200 dark:after:bg-slate-700">
        {t('oauth.divider')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {providers.map(({ provider, label, icon }) => (
          <button
            key={provider}
            type="button"
            onClick={() => void start(provider)}
            disabled={pending !== null}
            aria-busy={pending === provider}
            className={buttonClasses('outline', 'lg', 'w-full')}
          >
            {icon}
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
