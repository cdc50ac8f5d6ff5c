'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { controlId, useBuilderErrors } from './builder-context';
import type { FieldDraft } from './module-draft';

export interface FieldCardProps {
  path: string;
  /** The drag handle from the sortable list (null when read-only). */
  handle: ReactNode;
  field: FieldDraft;
  position: number;
  name: string;
  initiallyOpen: boolean;
  onRemove: () => void;
  readOnly: boolean;
  /** The field's settings, shown while the card is open. */
  children: ReactNode;
}

const ICON_BUTTON = 'grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

/** One field in the list: a summary line (drag handle, name, key, type) that opens to its settings. */
export function FieldCard({ path, handle, field, position, name, initiallyOpen, onRemove, readOnly, children }: FieldCardProps) {
  const t = useTranslations('dashboard.module_builder');
  const { count } = useBuilderErrors();
  const [open, setOpen] = useState(initiallyOpen);
  const problems = count(path);
  const bodyId = `${controlId(path)}-settings`;
  const expanded = open || problems > 0;

  return (
    <div
      className={clsx(
        'rounded-xl border bg-white shadow-sm dark:bg-slate-900',
        problems ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-800',
      )}
      data-field-card
      data-field-key={field.key}
    >
      <div className="flex items-center gap-2 p-2 sm:gap-3">
        {handle}
        <span aria-hidden className="hidden w-5 text-end text-xs text-slate-400 tabular-nums sm:inline">{position}</span>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setOpen(!expanded)}
          className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-1 py-1 text-start focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <span className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{name}</span>
          {field.key ? <code className="text-xs text-slate-500 dark:text-slate-400">{field.key}</code> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t(`types.${field.type}`)}</span>
          {field.required ? <span className="text-xs font-medium text-amber-700 dark:text-amber-400">{t('fields.required_badge')}</span> : null}
          {problems ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-950 dark:text-red-300">{t('fields.problems', { count: problems })}</span> : null}
        </button>
        <svg aria-hidden viewBox="0 0 24 24" className={clsx('size-4 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {readOnly ? null : (
          <button type="button" onClick={onRemove} aria-label={t('fields.remove', { name })} title={t('fields.remove', { name })} className={clsx(ICON_BUTTON, 'hover:text-red-700 dark:hover:text-red-400')}>
            <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
            </svg>
          </button>
        )}
      </div>
      <div id={bodyId} hidden={!expanded} className="border-t border-slate-100 p-4 dark:border-slate-800">
        {expanded ? children : null}
      </div>
    </div>
  );
}
