'use client';

import { useEffect, useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { SEARCH_DEBOUNCE_MS } from '../data-table/search-box';
import { ModuleIcon } from './module-icon';
import { useIconDrawings, useIconSearch } from './use-icons';

export interface IconPickerProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

const shortName = (name: string) => name.replace(/^lucide:/, '');

/**
 * Chooses a module's icon from the locally served lucide set: the browser asks the server for
 * a searched page of icons (name and SVG body) instead of loading the set.
 */
export function IconPicker({ id, label, value, onChange, disabled }: IconPickerProps) {
  const t = useTranslations('dashboard.module_builder.icon');
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const drawing = useIconDrawings([value]);
  const found = useIconSearch(search, open);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200" id={`${id}-label`}>{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild disabled={disabled}>
            <button
              id={id}
              type="button"
              aria-labelledby={`${id}-label ${id}`}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <ModuleIcon icon={drawing(value)} />
              <span>{value ? shortName(value) : t('none')}</span>
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={6}
              collisionPadding={12}
              className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900"
            >
              <label htmlFor={searchId} className="sr-only">{t('search')}</label>
              <Input
                id={searchId}
                type="search"
                value={text}
                placeholder={t('search_placeholder')}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    setSearch(text.trim());
                  }
                }}
                className="h-10 py-2"
              />
              <p role="status" className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {found.failed ? t('failed') : found.loading && !found.icons.length ? t('loading') : t('count', { count: found.total })}
              </p>
              <div role="group" aria-label={label} className="mt-2 grid max-h-64 grid-cols-6 gap-1 overflow-y-auto">
                {found.icons.map((icon) => (
                  <button
                    key={icon.name}
                    type="button"
                    aria-pressed={icon.name === value}
                    aria-label={shortName(icon.name)}
                    title={shortName(icon.name)}
                    onClick={() => {
                      onChange(icon.name);
                      setOpen(false);
                    }}
                    className={clsx(
                      'grid aspect-square place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-200 dark:hover:bg-slate-800',
                      icon.name === value && 'bg-primary-50 text-primary-700 ring-2 ring-primary-500 dark:bg-primary-950 dark:text-primary-300',
                    )}
                  >
                    <ModuleIcon icon={icon} />
                  </button>
                ))}
              </div>
              {found.hasMore ? (
                <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={found.more} disabled={found.loading}>{t('more')}</Button>
              ) : null}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {value && !disabled ? <Button variant="ghost" size="sm" onClick={() => onChange(null)}>{t('clear')}</Button> : null}
      </div>
    </div>
  );
}
