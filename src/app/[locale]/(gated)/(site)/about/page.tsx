import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentArticle } from '@/components/modules/content-article';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { getFixedPage } from '@/lib/server/content';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

const ABOUT_SLUG = 'about';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [page, t] = await Promise.all([getFixedPage(ABOUT_SLUG, locale), getTranslations({ locale, namespace: 'about' })]);
  return pageMetadata({ locale, href: '/about', title: page?.item.title ?? t('title'), description: page?.item.header, image: page?.item.header_image });
}

/** About us: the `about` item of the pages module. */
export default async function AboutPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const page = await getFixedPage(ABOUT_SLUG, locale);
  if (page) return <ContentArticle {...page} />;
  const t = await getTranslations('about');
  return (
    <Container className="py-16">
      <PageHeader title={t('title')} description={t('description')} />
    </Container>
  );
}
