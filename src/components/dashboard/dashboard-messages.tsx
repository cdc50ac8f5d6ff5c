import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/server/client-messages';

/** What the dashboard screens' client components read: their texts, the validation messages and the content editor's field controls. */
const DASHBOARD_NAMESPACES = ['dashboard', 'validation', 'fields'] as const;

/** Gives a dashboard screen's client components their messages (a nested provider replaces the outer one). */
export async function DashboardMessages({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, DASHBOARD_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
