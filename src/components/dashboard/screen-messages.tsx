import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/lib/server/client-messages';

/** What the dashboard's client screens read in the browser: their texts and the validation messages. */
const DASHBOARD_NAMESPACES = ['dashboard', 'validation'] as const;

/** Gives a dashboard screen's client components their messages (a nested provider replaces the outer one). */
export async function DashboardScreenMessages({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, DASHBOARD_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
