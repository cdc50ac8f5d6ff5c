import { getTranslations } from 'next-intl/server';
import type { ModuleListing as Listing } from '@/shared/api/public-content';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { BlogList } from './blog-list';
import { FaqList } from './faq-list';
import { GenericList } from './generic-list';
import { ListingPagination } from './listing-pagination';
import { PricingPlans } from './pricing-plans';

/** The listing page of a content module, with a view chosen by the module's key. */
export async function ModuleListing({ listing }: { listing: Listing }) {
  const t = await getTranslations('modules');
  const key = listing.module.key;
  const intro = t.has(`intro.${key}`) ? t(`intro.${key}`) : null;

  let body;
  if (listing.items.length === 0) body = <p className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700 p-12 text-center text-slate-500 dark:text-slate-400">{t('empty')}</p>;
  else if (key === 'blog') body = <BlogList listing={listing} />;
  else if (key === 'faq') body = <FaqList listing={listing} />;
  else if (key === 'pricing') body = <PricingPlans listing={listing} />;
  else body = <GenericList listing={listing} />;

  return (
    <div className="py-12 sm:py-16">
      <Container>
        <PageHeader title={listing.module.name} description={intro} className={key === 'blog' ? '' : 'justify-center text-center [&>div]:mx-auto'} />
        <div className="mt-12">{body}</div>
        <ListingPagination listing={listing} />
      </Container>
    </div>
  );
}
