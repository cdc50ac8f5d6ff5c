import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/server/client-messages';

/**
 * Gives the logs screen's client components the dashboard texts. A nested provider replaces
 * the outer one, so it carries the shared client namespaces too.
 */
export async function LogsMessages({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, ['dashboard', 'validation'])}>
      {children}
    </NextIntlClientProvider>
  );
}
