'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/screens/error-screen';
import { errorScreenKeys } from '@/lib/error-texts';

/** Error boundary of every localised page (spec §2, error screen). */
export default function LocaleError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const keys = errorScreenKeys(500, error.message);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <title>{t('title')}</title>
      <ErrorScreen heading={t(keys.heading)} message={t(keys.message)} homeLabel={t('back_home')} fullscreen />
    </main>
  );
}
