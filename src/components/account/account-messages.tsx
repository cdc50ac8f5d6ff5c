import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/server/client-messages';

/** What the account forms read in the browser: their texts and the validation messages. */
const ACCOUNT_NAMESPACES = ['account', 'validation'] as const;

/**
 * Gives the account screens' client components their messages. A nested provider replaces
 * the outer one, so it carries the shared client namespaces too.
 */
export async function AccountMessages({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, ACCOUNT_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
