'use client';

import './globals.css';
import { useEffect, useState } from 'react';
import { LOCALE_COOKIE, resolveLocale } from '@/i18n/locales';
import { ErrorScreen } from '@/components/screens/error-screen';
import { errorScreenKeys } from '@/lib/error-texts';
import { cookieValue } from '@/shared/shell-hints';

type ErrorTexts = Record<'title' | 'not_found' | 'an_error_occurred' | '404' | '500' | 'back_home', string>;

function cookieLocale() {
  return resolveLocale(cookieValue(document.cookie, LOCALE_COOKIE));
}

/**
 * Last resort when the document itself failed to render: no providers exist any more, so the
 * texts of the visitor's language are fetched from its messages file (only in this case).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [loaded, setLoaded] = useState<{ locale: string; texts: ErrorTexts } | null>(null);

  useEffect(() => {
    const locale = cookieLocale();
    import(`../i18n/messages/${locale}.json`)
      .then((messages: { default: { error: ErrorTexts } }) => setLoaded({ locale, texts: messages.default.error }))
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
