import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/server/client-messages';

/**
 * Gives the client components inside the shared client namespaces plus `namespaces` (e.g.
 * `validation` for a form that checks with a shared schema), so only pages that need them
 * carry them. A nested provider replaces the outer one.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
