'use client';

import { useTranslations } from 'next-intl';
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

/** Kind, module, used or unused and the upload days, each kept in the URL (the list toolbar places them). */
export function MediaFilters({ url, modules, kindFixed }: MediaFiltersProps) {
  const t = useTranslations('dashboard.media');
  const tTable = useTranslations('dashboard.table');
  const { filters } = url.state;
  return (
    <>
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
    </>
  );
}
