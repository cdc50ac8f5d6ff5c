'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePendingCount } from './pending-counts';

/** A form's pending count beside its sidebar link, the page's own count until a newer one arrives; nothing while none is pending. */
export function PendingBadge({ moduleKey, rendered }: { moduleKey: string; rendered: number | undefined }) {
  const t = useTranslations('dashboard.inbox');
  const format = useFormatter();
  const count = usePendingCount(moduleKey) ?? rendered;
  if (!count) return null;
  return (
    <span className="ms-auto rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-slate-950 tabular-nums">
      <span aria-hidden>{format.number(count)}</span>
      <span className="sr-only">{t('pending_badge', { count })}</span>
    </span>
  );
}
