import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { ModuleListing } from '@/shared/api/public-content';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { orderingOf, textOf } from './field-values';

/**
 * Plan cards: name, price and period, feature list; a highlighted plan stands out. Choosing a
 * plan leads to the contact form, the same for every visitor, so the page is one cached page.
 */
export async function PricingPlans({ listing }: { listing: ModuleListing }) {
  const t = await getTranslations('modules');
  const plans = [...listing.items].sort((a, b) => orderingOf(a) - orderingOf(b));
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:grid-cols-3 [&:has(>li:nth-child(2):last-child)]:lg:max-w-3xl [&:has(>li:nth-child(2):last-child)]:lg:grid-cols-2">
      {plans.map((plan) => {
        const highlighted = plan.content.highlighted === true;
        const features = textOf(plan, 'features').split('\n').map((line) => line.trim()).filter(Boolean);
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white dark:bg-slate-900 p-8 shadow-sm',
              highlighted ? 'border-primary-500 shadow-lg ring-1 ring-primary-500' : 'border-slate-200 dark:border-slate-800',
            )}
          >
            {highlighted ? (
              <p className="absolute -top-3 start-8 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white">{t('most_popular')}</p>
            ) : null}
            <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{plan.title}</h2>
            {plan.header ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.header}</p> : null}
            <p className="mt-6 flex items-baseline gap-x-2">
              <span className="text-5xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{textOf(plan, 'price')}</span>
              {textOf(plan, 'period') ? <span className="text-sm font-medium text-slate-500 dark:text-slate-400">{textOf(plan, 'period')}</span> : null}
            </p>
            <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
              {features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Icon name="check" className="size-5 text-primary-600 dark:text-primary-400" />
                  {feature}
                </li>
              ))}
            </ul>
            <LocalizedLink
              href="/contact"
              className={buttonClasses(highlighted ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}
              aria-label={`${t('choose_plan')}: ${plan.title}`}
            >
              {t('choose_plan')}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
