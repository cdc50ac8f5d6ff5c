'use client';

import { useTranslations } from 'next-intl';

const KEY = 'rounded border border-slate-300 bg-white px-1.5 font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** The inbox's keyboard shortcuts, said where they work (hidden on touch-sized screens, which have no keys). */
export function ShortcutHints({ canSolve }: { canSolve: boolean }) {
  const t = useTranslations('dashboard.inbox.shortcuts');
  return (
    <p className="hidden text-xs text-slate-600 sm:block dark:text-slate-400">
      <span className="font-medium">{t('label')}</span>{' '}
      <kbd className={KEY}>j</kbd> {t('next')} · <kbd className={KEY}>k</kbd> {t('previous')}
      {canSolve ? <> · <kbd className={KEY}>s</kbd> {t('solve')}</> : null}
    </p>
  );
}
