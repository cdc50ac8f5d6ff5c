import { getTranslations } from 'next-intl/server';
import { getRequestedPath } from '@/lib/server/request-state';
import { ErrorScreen } from './error-screen';

/** The 404 screen: "Page Not Found: {path}" with the path as requested (spec §2). */
export async function NotFoundScreen({ fullscreen }: { fullscreen?: boolean }) {
  const [t, path] = await Promise.all([getTranslations('error'), getRequestedPath()]);
  return (
    <>
      <title>{t('title')}</title>
      <ErrorScreen
        statusCode={404}
        heading={t('not_found')}
        detail={t('page_not_found', { path })}
        message={t('404')}
        homeLabel={t('back_home')}
        fullscreen={fullscreen}
      />
    </>
  );
}
