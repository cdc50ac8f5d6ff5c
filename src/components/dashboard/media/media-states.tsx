'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { MediaIcon } from './media-icons';

/** The library holds nothing yet: an invitation to drop files (or the button), or just the fact for a viewer who cannot upload. */
export function EmptyLibrary({ upload }: { upload: ReactNode | null }) {
  const t = useTranslations('dashboard.media.empty');
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <MediaIcon name="image" className="size-10 text-slate-400" />
      <p className="text-base font-semibold text-slate-900 dark:text-white">{t('title')}</p>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{upload ? t('invite') : t('view_only')}</p>
      {upload}
    </div>
  );
}

/** A state in place of the grid: loading, nothing matching, or the list not loading (with a retry). */
export function GridMessage({ status, message, onRetry }: { status: 'loading' | 'no_matches' | 'error'; message?: string; onRetry: () => void }) {
  const t = useTranslations('dashboard.table');
  const tTable = useTranslations('ui.table');
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 px-6 py-12 text-center dark:border-slate-800">
        <p className="text-red-700 dark:text-red-400">{message || t('error')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>{t('retry')}</Button>
      </div>
    );
  }
  return <p role="status" className="rounded-2xl border border-slate-200 px-6 py-12 text-center text-slate-600 dark:border-slate-800 dark:text-slate-400">{status === 'loading' ? t('loading') : tTable('noMatch')}</p>;
}
