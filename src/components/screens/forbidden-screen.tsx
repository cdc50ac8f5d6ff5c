import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from './error-screen';

/** 403 for a signed-in user outside the dashboard's staff: no sign-in offered, they are signed in. */
export async function ForbiddenScreen() {
  const t = await getTranslations('error');
  return (
    <>
      <title>{t('forbidden_heading')}</title>
      <ErrorScreen statusCode={403} heading={t('forbidden_heading')} message={t('403')} homeLabel={t('back_home')} fullscreen />
    </>
  );
}
