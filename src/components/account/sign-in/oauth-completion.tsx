'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { providerOfState, takeOAuthReturn } from '@/lib/account/oauth-attempt';
import { useEnterAccount } from '@/lib/account/use-enter-account';
import { showToast } from '@/lib/toasts';
import { useApi } from '@/lib/use-api';

export interface OAuthCompletionProps {
  /** What the provider put in the URL. */
  code: string | null;
  state: string | null;
  /** The provider's refusal (e.g. access_denied when the person cancelled). */
  providerError: string | null;
  /** The account home, when no return page was saved before leaving. */
  fallbackReturnTo: string;
  /** This sign-in page without the provider's parameters, to try again. */
  signInPath: string;
}

/** A code is single-use: React may mount twice in development, the server must see it once. */
const completedStates = new Set<string>();

/**
 * The provider sent the browser back to the sign-in page with `code` and `state`: post them to
 * POST /api/auth/oauth/{provider}, which checks the state against its cookies, and go on signed in.
 * On any failure the plain sign-in page comes back, with the reason in a toast.
 */
export function OAuthCompletion({ code, state, providerError, fallbackReturnTo, signInPath }: OAuthCompletionProps) {
  const t = useTranslations('account');
  const tAlert = useTranslations('alert');
  const { requestWithAlert } = useApi();
  const enterAccount = useEnterAccount();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = takeOAuthReturn();
    const provider = state ? providerOfState(state) : null;

    const giveUp = (message: string | null) => {
      if (message) showToast({ color: 'error', title: tAlert('error'), description: message });
      router.replace(signInPath);
    };

    if (providerError || !code || !state || !provider) {
      giveUp(t('oauth.failed'));
      return;
    }
    if (completedStates.has(state)) return;
    completedStates.add(state);

    void requestWithAlert('POST', `/api/auth/oauth/${provider}`, { code, state, remember_me: saved.remember === true }).then((result) => {
      if (result.ok) enterAccount(saved.returnTo ?? fallbackReturnTo);
      else giveUp(null);
    });
  }, [code, state, providerError, fallbackReturnTo, signInPath, requestWithAlert, enterAccount, router, t, tAlert]);

  return (
    <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary-600 border-e-transparent" />
      {t('oauth.completing')}
    </p>
  );
}
