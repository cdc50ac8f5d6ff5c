'use client';

import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { formatBytes } from '@/components/fields/upload-checks';
import { Button } from '@/components/ui/button';
import type { MediaItem } from '@/shared/api/media';
import type { QueuedFile, UploadQueue } from './use-upload-queue';

const ACTIVE = new Set<QueuedFile['status']>(['waiting', 'sending', 'paused']);

/** The upload queue: each file's progress bar and state, pause/resume where possible, cancel, the server's refusal, and "already in the library" with a way to the existing item. */
export function UploadQueuePanel({ queue, onOpen }: { queue: UploadQueue; onOpen: (item: MediaItem) => void }) {
  const t = useTranslations('dashboard.media.upload');
  const locale = useLocale();
  if (!queue.files.length) return null;
  const finished = queue.files.some((entry) => !ACTIVE.has(entry.status));
  return (
    <section aria-labelledby="media-upload-queue" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="media-upload-queue" className="text-sm font-semibold text-slate-900 dark:text-white">{t('queue')}</h2>
        {finished ? <Button variant="ghost" size="sm" onClick={queue.clear}>{t('clear')}</Button> : null}
      </div>
      <ul className="space-y-3">
        {queue.files.map((entry) => {
          const percent = Math.round(entry.progress * 100);
          return (
            <li key={entry.id} data-upload-status={entry.status} className="text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800 dark:text-slate-200" title={entry.name}>{entry.name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">{formatBytes(entry.size, locale)}</span>
                <div className="flex gap-1">
                  {entry.pausable && entry.status === 'sending' ? <Button variant="outline" size="sm" onClick={() => queue.pause(entry.id)} aria-label={t('pause_named', { name: entry.name })}>{t('pause')}</Button> : null}
                  {entry.pausable && entry.status === 'paused' ? <Button variant="outline" size="sm" onClick={() => queue.resume(entry.id)} aria-label={t('resume_named', { name: entry.name })}>{t('resume')}</Button> : null}
                  {ACTIVE.has(entry.status) ? <Button variant="ghost" size="sm" onClick={() => queue.cancel(entry.id)} aria-label={t('cancel_named', { name: entry.name })}>{t('cancel')}</Button> : null}
                  {entry.status === 'duplicate' && entry.item ? <Button variant="outline" size="sm" onClick={() => onOpen(entry.item!)}>{t('open_existing')}</Button> : null}
                </div>
              </div>
              {ACTIVE.has(entry.status) ? (
                <div
                  role="progressbar"
                  aria-label={t('progress', { name: entry.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={t('percent', { percent })}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div className={clsx('h-full rounded-full transition-[width]', entry.status === 'paused' ? 'bg-amber-500' : 'bg-primary-600')} style={{ width: `${percent}%` }} />
                </div>
              ) : null}
              <p
                role={entry.status === 'refused' ? 'alert' : undefined}
                className={clsx('mt-1 text-xs', entry.status === 'refused' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400')}
              >
                {entry.status === 'refused' ? t('refused', { reason: entry.message || t('offline') }) : t(`status.${entry.status}`, { percent })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
