import { getTranslations } from 'next-intl/server';
import type { Activity } from '@/shared/api';
import { DateTime } from '@/components/time/date-time';

/** The latest dashboard writes from the audit rows. */
export async function ActivityList({ activity }: { activity: Activity[] }) {
  const t = await getTranslations('dashboard');
  const label = (prefix: string, key: string, fallback: string) => (t.has(`${prefix}${key}`) ? t(`${prefix}${key}` as never) : fallback);

  return (
    <section aria-labelledby="latest-activity" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-800">
      <h2 id="latest-activity" className="text-base font-semibold text-slate-900 dark:text-white">{t('overview.activity')}</h2>
      {activity.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('overview.activity_empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-700" data-testid="activity">
          {activity.map((row) => (
            <li key={row.id} className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="text-slate-900 dark:text-slate-100">
                  {t('overview.activity_line', {
                    actor: row.actor?.username ?? t('overview.deleted_user'),
                    action: label('overview.action_', row.action, row.action),
                    entity: label('', `${row.entity}.title`, row.entity),
                  })}
                  {row.record_id !== null ? <span className="text-slate-500 dark:text-slate-400"> · {t('overview.record', { id: row.record_id })}</span> : null}
                </p>
                {row.changes?.length ? (
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">{t('overview.changed', { keys: row.changes.join(', ') })}</p>
                ) : null}
              </div>
              <DateTime value={row.created_at} style="date-time" className="shrink-0 text-xs text-slate-500 dark:text-slate-400" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
