import type { LogListQuery } from '@/shared/api';

/** The logs screen's filters as the form holds them (strings; empty means "any"). */
export interface LogFilterValues {
  status: string;
  method: string;
  endpoint: string;
  search: string;
  user_id: string;
  /** `datetime-local` values, in the browser's time zone. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: LogFilterValues = { status: '', method: '', endpoint: '', search: '', user_id: '', from: '', to: '' };

export type LogSort = Pick<LogListQuery, 'sort' | 'order'>;
export const DEFAULT_SORT: LogSort = { sort: 'created_at', order: 'desc' };

/** The GET /api/dashboard/logs query of the screen's state (empty filters left out). */
export function toLogQuery(filters: LogFilterValues, sort: LogSort, page: number, perPage: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage, sort: sort.sort, order: sort.order };
  for (const key of ['status', 'method', 'endpoint', 'search', 'user_id'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const date = filters[key] ? new Date(filters[key]) : null;
    if (date && !Number.isNaN(date.getTime())) query[key] = date.toISOString();
  }
  return query;
}
