import { getLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { ModuleListing, PublicContent } from '@/shared/api/public-content';
import { textOf } from './field-values';

/** The FAQ's `ordering` field: a number puts a question in place; questions without one come after. */
const orderOf = (item: PublicContent): number => {
  const value = item.content.ordering;
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
};

/** Questions and answers as a native disclosure accordion, sorted by their order, then by question. */
export async function FaqList({ listing }: { listing: ModuleListing }) {
  const collator = new Intl.Collator(await getLocale());
  const items = [...listing.items].sort((a, b) => orderOf(a) - orderOf(b) || collator.compare(a.title, b.title));
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 dark:divide-slate-800 rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm">
      {items.map((item) => (
        <details key={item.id} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-md text-start text-base font-semibold text-slate-900 dark:text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600">
            <h2>{item.title}</h2>
            <Icon name="chevron-down" className="size-5 text-slate-400 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-7 whitespace-pre-line text-slate-600 dark:text-slate-400">{textOf(item, 'answer')}</p>
        </details>
      ))}
    </div>
  );
}
