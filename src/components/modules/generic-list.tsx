import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { ModuleListing } from '@/shared/api/public-content';
import { formatPublicDate } from '@/lib/server/public-dates';
import { contentHref } from '@/shared/content-href';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';

/** Any other content module: a simple list of its items linking to their pages. */
export async function GenericList({ listing }: { listing: ModuleListing }) {
  const [t, requestLocale] = await Promise.all([getTranslations('modules'), getLocale()]);
  const locale = resolveLocale(requestLocale);
  const { module, items } = listing;
  return (
    <ul className="mx-auto max-w-3xl divide-y divide-slate-200 dark:divide-slate-800 rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm">
      {items.map((item) => (
        <li key={item.id}>
          <LocalizedLink
            href={contentHref(module.key, module.slug, item.slug)}
            className="group flex items-center justify-between gap-6 px-6 py-5 hover:bg-slate-50 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
          >
            <span>
              <span className="block font-semibold text-slate-900 dark:text-slate-100 group-hover:text-primary-700 dark:group-hover:text-primary-300">{item.title}</span>
              {item.header ? <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{item.header}</span> : null}
              <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                {t('updated', { date: formatPublicDate(locale, item.updated_at, 'date') })}
              </span>
            </span>
            <Icon name="chevron-right" className="size-5 text-slate-400" />
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
