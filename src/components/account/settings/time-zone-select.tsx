'use client';

import { useMemo, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { FieldError } from '@/components/ui/field';
import type { BoundField } from '@/lib/forms/use-schema-form';
import { formatZoneOffset } from '@/shared/time/format';
import { timeZoneChoices } from '@/shared/time/zones';

export interface TimeZoneSelectProps {
  field: BoundField;
  label: string;
  /** An IANA zone, or '' to follow the browser. */
  value: string;
  /** The browser's zone, named in the "follow the browser" choice (null before hydration). */
  browserZone: string | null;
  onValueChange: (value: string) => void;
}

const OPTION = 'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-slate-100 dark:data-[selected=true]:bg-slate-800';

/** Words a zone is found by: its name with spaces, e.g. "America/Argentina/Buenos_Aires" → "buenos aires". */
const keywordsOf = (zone: string) => [zone.replace(/_/g, ' '), ...zone.split('/').map((part) => part.replace(/_/g, ' '))];

/** A searchable list (combobox) of every time zone, the browser's own first. */
export function TimeZoneSelect({ field, label, value, browserZone, onValueChange }: TimeZoneSelectProps) {
  const t = useTranslations('account.time_zone');
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const zones = useMemo(() => {
    if (!open) return [];
    const now = new Date();
    // Offsets move with daylight saving time: worked out when the list opens.
    return timeZoneChoices().map((zone) => ({ zone, offset: formatZoneOffset(zone, now) }));
  }, [open]);
  const browserChoice = browserZone ? t('browser', { zone: browserZone }) : t('browser_unknown');
  const invalid = field.errors.length > 0;
  const labelId = `${field.id}-label`;

  function pick(next: string) {
    onValueChange(next);
    setOpen(false);
  }

  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          id={field.id}
          role="combobox"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${field.id}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
          className="flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-start text-sm text-slate-900 shadow-sm hover:border-slate-400 dark:hover:border-slate-600 focus-visible:border-primary-500 focus-visible:ring-2 focus-visible:ring-primary-500/30 focus-visible:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          data-testid="time-zone-select"
        >
          <span className="truncate">{value || browserChoice}</span>
          <svg aria-hidden viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"><path d="m7 15 5 5 5-5M7 9l5-5 5 5" /></svg>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            // Focus the search box without scrolling: the list is placed only after it mounts, and
            // scrolling to it before would move the page away from the field.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              search.current?.focus({ preventScroll: true });
            }}
            className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <Command loop label={t('search')}>
              <Command.Input
                ref={search}
                placeholder={t('search')}
                className="mb-1 block w-full rounded-md border-0 border-b border-slate-200 bg-transparent px-3 py-2 text-sm outline-none placeholder:text-slate-500 dark:border-slate-700 dark:placeholder:text-slate-400"
              />
              <Command.List className="max-h-72 overflow-y-auto">
                <Command.Empty className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t('no_match')}</Command.Empty>
                <Command.Item value="browser" keywords={[browserChoice]} onSelect={() => pick('')} className={OPTION}>
                  <span className="truncate">{browserChoice}</span>
                  {value === '' ? <span aria-hidden>✓</span> : null}
                </Command.Item>
                {zones.map(({ zone, offset }) => (
                  <Command.Item key={zone} value={zone} keywords={keywordsOf(zone)} onSelect={() => pick(zone)} className={OPTION}>
                    <span className="truncate">{zone.replace(/_/g, ' ')}</span>
                    <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-300">{value === zone ? '✓ ' : ''}{offset}</span>
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldError id={field.errorId} messages={field.errors} />
    </div>
  );
}
