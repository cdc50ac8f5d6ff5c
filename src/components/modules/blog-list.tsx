import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { ModuleListing } from '@/shared/api/public-content';
import { formatPublicDate } from '@/lib/server/public-dates';
import { contentHref } from '@/shared/content-href';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { textOf } from './field-values';

/** A card's width: a third of the container (max-w-6xl less its padding and gaps) from lg, half the screen from md, else all of it. */
const CARD_SIZES = '(min-width: 64rem) 23rem, (min-width: 48rem) 50vw, 100vw';

/** Post cards: image, date, title, summary and a read-more link. */
export async function BlogList({ listing }: { listing: ModuleListing }) {
  const [t, requestLocale] = await Promise.all([getTranslations('modules'), getLocale()]);
  const locale = resolveLocale(requestLocale);
  const { module, items } = listing;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
            {item.header_image ? (
              <ResponsiveImage
                url={item.header_image} image={listing.images[item.header_image]} sizes={CARD_SIZES} priority={index === 0}
                className="aspect-[16/9] w-full object-cover"
              />
            ) : (
              <div aria-hidden className="grid aspect-[16/9] place-items-center bg-gradient-to-br from-primary-100 dark:from-primary-900/40 via-primary-50 dark:via-primary-950/40 to-white dark:to-slate-950 text-primary-600 dark:text-primary-400">
                <Icon name="newspaper" className="size-10" />
              </div>
            )}
            <div className="flex flex-1 flex-col p-6">
              <time dateTime={item.created_at} className="text-sm text-slate-500 dark:text-slate-400">
                {formatPublicDate(locale, item.created_at, 'date')}
              </time>
              <h2 className="mt-2 text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
                <LocalizedLink href={contentHref(module.key, module.slug, item.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
                  {item.title}
                </LocalizedLink>
              </h2>
              {textOf(item, 'summary') || item.header ? (
                <p className="mt-3 flex-1 leading-7 text-slate-600 dark:text-slate-400">{textOf(item, 'summary') || item.header}</p>
              ) : <div className="flex-1" />}
              <span aria-hidden className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 dark:text-primary-300">
                {t('read_more')}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
