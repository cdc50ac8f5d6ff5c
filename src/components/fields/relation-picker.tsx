'use client';

import { useState, type ReactNode } from 'react';
import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import type { Locale } from '@/i18n/locales';
import { titleIn, type RelationItem } from './relation-items';
import { useRelationSearch } from './use-relation-search';

export interface RelationPickerProps {
  /** The module whose contents are offered. */
  target: string;
  uiLocale: Locale;
  /** Contents already chosen: marked, and not offered again. */
  chosen: number[];
  onPick: (item: RelationItem) => void;
  /** The trigger button's own attributes (id, aria-invalid, aria-describedby). */
  trigger: Record<string, unknown>;
  children: ReactNode;
  disabled?: boolean;
}

const OPTION = 'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-slate-100 data-[disabled=true]:cursor-default data-[disabled=true]:opacity-50 dark:data-[selected=true]:bg-slate-800';

/** A button opening a searchable list (combobox) of the target module's contents, titles in the dashboard's language. */
export function RelationPicker({ target, uiLocale, chosen, onPick, trigger, children, disabled }: RelationPickerProps) {
  const t = useTranslations('fields.editor.relation');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { items, loading, failed } = useRelationSearch(target, query, open, uiLocale);

  return (
    <Popover.Root open={open} onOpenChange={(next) => { setOpen(next); if (!next) setQuery(''); }}>
      <Popover.Trigger
        type="button"
        disabled={disabled}
        {...trigger}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-start text-sm text-slate-900 shadow-sm hover:border-slate-400 focus-visible:border-primary-500 focus-visible:ring-2 focus-visible:ring-primary-500/30 focus-visible:outline-none disabled:bg-slate-50 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800"
      >
        <span className="truncate">{children}</span>
        <svg aria-hidden viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"><path d="m7 15 5 5 5-5M7 9l5-5 5 5" /></svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Command shouldFilter={false} loop label={t('search')}>
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={t('search')}
              className="mb-1 block w-full rounded-md border-0 border-b border-slate-200 bg-transparent px-3 py-2 text-sm outline-none placeholder:text-slate-400 dark:border-slate-700 dark:placeholder:text-slate-500"
            />
            <Command.List className="max-h-64 overflow-y-auto">
              {loading ? <Command.Loading><p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t('searching')}</p></Command.Loading> : null}
              {!loading ? (
                <Command.Empty className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{failed ? t('failed') : t('no_results')}</Command.Empty>
              ) : null}
              {items.map((item) => {
                const taken = chosen.includes(item.id);
                return (
                  <Command.Item
                    key={item.id}
                    value={String(item.id)}
                    disabled={taken}
                    onSelect={() => { onPick(item); setOpen(false); setQuery(''); }}
                    className={OPTION}
                  >
                    <span className="truncate">{titleIn(item, uiLocale) || t('untitled', { id: item.id })}</span>
                    <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{taken ? '✓' : t(`statuses.${item.status}`)}</span>
                  </Command.Item>
                );
              })}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
