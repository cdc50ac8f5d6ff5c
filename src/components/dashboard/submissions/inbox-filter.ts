import type { SubmissionFilter, SubmissionStatus } from '@/shared/api/submissions';
import type { ListUrlState } from '../data-table/use-list-url-state';

/** The inbox's own filters in the URL besides page, sort, order and search. */
export const INBOX_FILTERS = ['view', 'from', 'to'] as const;
export type InboxFilterKey = (typeof INBOX_FILTERS)[number];

/** What the status filter shows: everything in the inbox (''), one status, or the spam view. */
export const INBOX_VIEWS = ['', 'pending', 'solved', 'spam'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a `yyyy-mm-dd` day starts in the browser's time zone, `days` later; undefined for anything else. */
export function dayStart(day: string, days = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const start = new Date(year, month - 1, date + days);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

export const inboxView = (state: ListUrlState<InboxFilterKey>): InboxView =>
  (INBOX_VIEWS as readonly string[]).includes(state.filters.view) ? state.filters.view as InboxView : '';

/**
 * The API's filter of the screen's URL state (the list, a bulk change of "all matching" and the
 * export select the same rows). The dates are whole days: `to` takes in its own day.
 */
export function inboxFilter(state: ListUrlState<InboxFilterKey>): SubmissionFilter {
  const view = inboxView(state);
  const status: SubmissionStatus | undefined = view === 'pending' || view === 'solved' ? view : undefined;
  const filter: SubmissionFilter = { spam: view === 'spam' };
  if (status) filter.status = status;
  if (state.search) filter.search = state.search;
  const from = dayStart(state.filters.from);
  const to = dayStart(state.filters.to, 1);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** A filter as query parameters: the spam view only when it is on. */
export function filterParams({ spam, ...rest }: SubmissionFilter): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Record<string, string>;
  if (spam) params.spam = 'true';
  return params;
}

/** The list call's query: the filter, the page and the order the URL holds. */
export function inboxListQuery(state: ListUrlState<InboxFilterKey>): Record<string, string | number> {
  const query: Record<string, string | number> = { ...filterParams(inboxFilter(state)), page: state.page };
  if (state.perPage) query.per_page = state.perPage;
  if (state.sort) query.sort = state.sort;
  if (state.order) query.order = state.order;
  return query;
}
