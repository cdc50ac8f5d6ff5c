'use client';

import './globals.css';
import { useEffect, useState } from 'react';
import { defaultLocale, LOCALE_COOKIE } from '@/i18n/locales';
import { ErrorScreen } from '@/components/screens/error-screen';
import { errorScreenKeys } from '@/lib/error-texts';
import { cookieValue } from '@/shared/shell-hints';

type ErrorTexts = Record<'title' | 'not_found' | 'an_error_occurred' | '404' | '500' | 'back_home', string>;

/**
 * The visitor's language from its cookie. Not checked against the site's locales: those come from
 * the document the failed layout would have written (src/i18n/languages/table.browser.ts); a code
 * with no messages file falls back to the default language below.
 */
function cookieLocale() {
  const code = cookieValue(document.cookie, LOCALE_COOKIE);
  return /^[a-z]{2,3}(?:-[A-Za-z0-9]+)?$/.test(code) ? code : defaultLocale;
}

/**
 * Last resort when the document itself failed to render: no providers exist any more, so the
 * texts of the visitor's language are fetched from its messages file (only in this case).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [loaded, setLoaded] = useState<{ locale: string; texts: ErrorTexts } | null>(null);

  useEffect(() => {
    const load = (locale: string) =>
      import(`../i18n/messages/${locale}.json`).then((messages: { default: { error: ErrorTexts } }) => setLoaded({ locale, texts: messages.default.error }));
    const locale = cookieLocale();
    load(locale)
      .catch(() => (locale === defaultLocale ? undefined : load(defaultLocale)))
      .catch(() => {});
  }, []);

  const texts = loaded?.texts;

  const keys = errorScreenKeys(500, error.message);
  return (
    <html lang={loaded?.locale ?? 'en'} dir="ltr">
      <body>
        {texts ? <title>{texts.title}</title> : null}
        <main id="main">
          <ErrorScreen heading={texts?.[keys.heading] ?? ''} message={texts?.[keys.message] ?? ''} homeLabel={texts?.back_home ?? '/'} fullscreen />
        </main>
      </body>
    </html>
  );
}
