'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export type ContentProblem = 'stale' | 'gone';

/** Why the last save could not land: someone saved in between (reload offered), or the item or module is gone. */
export function ContentProblemNotice({ problem, contentsPath, onReload }: { problem: ContentProblem; contentsPath: string; onReload: () => void }) {
  const t = useTranslations('dashboard.contents');
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      <p>{problem === 'stale' ? t('stale') : t('gone')}</p>
      {problem === 'stale' ? (
        <Button variant="outline" size="sm" onClick={onReload}>{t('reload')}</Button>
      ) : (
        <NextLink href={contentsPath} className="font-medium underline">{t('back')}</NextLink>
      )}
    </div>
  );
}
