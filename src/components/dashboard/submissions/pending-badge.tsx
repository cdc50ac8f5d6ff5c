'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePendingCount } from './pending-counts';

/** A form's pending count beside its sidebar link; nothing while none is pending (or not yet known). */
export function PendingBadge({ moduleKey }: { moduleKey: string }) {
  const t = useTranslations('dashboard.inbox');
  const format = useFormatter();
  const count = usePendingCount(moduleKey);
  if (!count) return null;
  return (
    <span className="ms-auto rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-slate-950 tabular-nums">
      <span aria-hidden>{format.number(count)}</span>
      <span className="sr-only">{t('pending_badge', { count })}</span>
    </span>
  );
}
