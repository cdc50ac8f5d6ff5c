'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { MEDIA_KINDS } from '@/shared/api/media';
import { FilterSelect } from '../data-table/filter-select';
import type { ListUrlControls } from '../data-table/use-list-url-state';
import { DateRangeFilter } from '../submissions/date-range-filter';
import { USED_FILTERS, type MediaFilterKey } from './media-filter';

export interface MediaFiltersProps {
  url: ListUrlControls<MediaFilterKey>;
  /** The content modules files may belong to: key and name in the viewer's language. */
  modules: readonly { key: string; name: string }[];
  /** The picker presets the kind by its field's type: no kind filter then. */
  kindFixed?: boolean;
}

/** Kind, module, used or unused, the upload days and the page size; each kept in the URL. */
export function MediaFilters({ url, modules, kindFixed }: MediaFiltersProps) {
  const t = useTranslations('dashboard.media');
  const tTable = useTranslations('dashboard.table');
  const { filters } = url.state;
  const id = useId();
  const [shown, setShown] = useState(false);
  const set = ['kind', 'module', 'used', 'from', 'to'].filter((key) => filters[key as MediaFilterKey]).length;
  return (
    // A row of its own under the search and the buttons (the toolbar's last, full width); behind a button on a phone.
    <div className="order-last basis-full">
      <Button variant="outline" size="sm" className="sm:hidden" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {t('filters.toggle')}{set ? ` (${set})` : ''}
      </Button>
      {/* On a phone the filters stack in a grid of label and control, so the controls line up whatever the labels' lengths (Turkish ones are longer). */}
      <div
        id={id}
        className={clsx(
          'flex-wrap items-center gap-3 sm:flex',
          shown ? 'mt-3 grid grid-cols-[auto_1fr] justify-items-start gap-x-3 gap-y-2 *:contents sm:mt-0 sm:*:flex' : 'hidden',
        )}
      >
        {kindFixed ? null : (
          <FilterSelect
            label={t('filters.kind')}
            allLabel={tTable('all')}
            value={filters.kind}
            options={MEDIA_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(value) => url.setFilter('kind', value)}
          />
        )}
        {modules.length ? (
          <FilterSelect
            label={t('filters.module')}
            allLabel={tTable('all')}
            value={filters.module}
            options={modules.map((module) => ({ value: module.key, label: module.name }))}
            onChange={(value) => url.setFilter('module', value)}
          />
        ) : null}
        <FilterSelect
          label={t('filters.usage')}
          allLabel={tTable('all')}
          value={filters.used}
          options={USED_FILTERS.map((used) => ({ value: used, label: t(`filters.${used}`) }))}
          onChange={(value) => url.setFilter('used', value)}
        />
        <DateRangeFilter legend={t('filters.dates')} from={filters.from} to={filters.to} onChange={(end, day) => url.setFilter(end, day)} />
      </div>
    </div>
  );
}
