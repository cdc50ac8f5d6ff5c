import { MEDIA_KINDS, type MediaKind } from '@/shared/api/media';
import type { ListUrlState } from '../data-table/use-list-url-state';
import { dayStart } from '../submissions/inbox-filter';

/** The library's own state in the URL besides page, sort, order and search. */
export const MEDIA_FILTERS = ['view', 'kind', 'module', 'used', 'from', 'to'] as const;
export type MediaFilterKey = (typeof MEDIA_FILTERS)[number];

/** Thumbnails (the default) or the table. */
export type MediaView = 'grid' | 'list';
export const mediaView = (state: ListUrlState<MediaFilterKey>): MediaView => (state.filters.view === 'list' ? 'list' : 'grid');

export const USED_FILTERS = ['used', 'unused'] as const;

const isKind = (value: string): value is MediaKind => (MEDIA_KINDS as readonly string[]).includes(value);

/** How many of the library's filters are set (the view is no filter). */
export const activeMediaFilters = (state: ListUrlState<MediaFilterKey>): number =>
  MEDIA_FILTERS.filter((key) => key !== 'view' && state.filters[key]).length;

/** The list call's query of the screen's URL state; the dates are whole days (`to` takes in its own day). */
export function mediaListQuery(state: ListUrlState<MediaFilterKey>): Record<string, string | number> {
  const { kind, module, used, from, to } = state.filters;
  const { perPage } = state;
  const query: Record<string, string | number> = { page: state.page };
  if (state.search) query.search = state.search;
  if (isKind(kind)) query.kind = kind;
  if (module) query.module = module;
  if (used === 'used' || used === 'unused') query.used = String(used === 'used');
  const start = dayStart(from);
  const end = dayStart(to, 1);
  if (start) query.from = start;
  if (end) query.to = end;
  if (perPage) query.per_page = perPage;
  if (state.sort) query.sort = state.sort;
  if (state.order) query.order = state.order;
  return query;
}
