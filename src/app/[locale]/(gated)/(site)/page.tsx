import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readLanding } from '@/components/landing/landing-fields';
import { LandingSections } from '@/components/landing/landing-sections';
import { getPublicImages, getVimeoPlayers } from '@/lib/server/content';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { getCurrentUser, getLanding } from '@/lib/server/request-state';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return pageMetadata({ locale, href: '/', title: t('title') });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [landing, user] = await Promise.all([getLanding(locale), getCurrentUser()]);
  const [images, players] = await Promise.all([getPublicImages(landing, locale), getVimeoPlayers(landing)]);
  return <LandingSections content={readLanding(landing)} images={images} players={players} signedIn={user !== null} />;
}
