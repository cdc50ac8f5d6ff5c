import '../globals.css';
import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { htmlLanguageAttributes } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { AppDataProvider } from '@/components/app/app-data';
import { NavigationEvents } from '@/components/app/navigation-events';
import { StoreSync } from '@/components/app/store-sync';
import { AccountRuntimeLoader } from '@/components/account/runtime/account-runtime-loader';
import { ErrorScreen } from '@/components/screens/error-screen';
import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SkipLink } from '@/components/ui/skip-link';
import { ThemeScript } from '@/components/theme/theme-script';
import { ThemeSync } from '@/components/theme/theme-sync';
import { Toaster } from '@/components/ui/toaster';
import { THEME_COLOR } from '@/lib/discovery/manifest';
import { TOAST_ICONS } from '@/lib/toast-icons';
import { pickClientMessages } from '@/lib/server/client-messages';
import { getCurrentUser, loadBundle, publicUrl } from '@/lib/server/request-state';

// Every page is rendered per request from the application context created by server.ts.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const result = await loadBundle(locale);
  return {
    metadataBase: new URL(publicUrl()),
    applicationName: result.ok ? result.bundle.settings.app_name : undefined,
    description: result.ok ? result.bundle.settings.app_description : undefined,
    manifest: '/manifest.webmanifest',
  };
}

/**
 * The document. Loads the locale's bundle (settings, menus, constants, contents) and the
 * signed-in user before anything renders, and hands both to client components.
 */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();

  const [result, user, messages, t] = await Promise.all([
    loadBundle(locale),
    getCurrentUser().catch(() => null),
    getMessages(),
    getTranslations('common'),
  ]);
  const [tError, tToast] = await Promise.all([getTranslations('error'), getTranslations('ui.toast')]);

  return (
    // The theme script adds a `dark` class before React hydrates; the browser reads the site's languages from the document.
    <html {...htmlLanguageAttributes(locale)} suppressHydrationWarning>
      <body>
        <ThemeScript />
        <ThemeSync />
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <SkipLink label={t('skip_to_content')} />
          <ProgressBar />
          {result.ok ? (
            <AppDataProvider value={{ bundle: { settings: result.bundle.settings, constants: result.bundle.constants }, user }}>
              <NavigationEvents />
              <StoreSync />
              <AccountRuntimeLoader />
              {children}
            </AppDataProvider>
          ) : (
            <main id="main">
              <title>{tError('title')}</title>
              <ErrorScreen heading={tError('an_error_occurred')} message={tError('500')} homeLabel={tError('back_home')} fullscreen />
            </main>
          )}
          <Toaster
            regionLabel={t('toast_region', { hotkey: '{hotkey}' })}
            toastLabel={t('toast')}
            closeLabel={tToast('close')}
            icons={{
              success: <Icon name={TOAST_ICONS.success} />,
              error: <Icon name={TOAST_ICONS.error} />,
              info: <Icon name={TOAST_ICONS.info} />,
              warning: <Icon name={TOAST_ICONS.warning} />,
              close: <Icon name="x" className="size-4" />,
            }}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
