import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedScreen } from '@/components/screens/unauthorized-screen';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { getCurrentUser } from '@/lib/server/request-state';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'error' });
  return { ...(await pageMetadata({ locale, href: '/401', title: t('unauthorized_heading') })), robots: { index: false } };
}

/** Where a missing permission leads (spec §5). */
export default async function UnauthorizedPage() {
  return <UnauthorizedScreen signedIn={(await getCurrentUser()) !== null} />;
}
