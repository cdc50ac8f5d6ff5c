import { describe, expect, it } from 'vitest';
import { filterParams, inboxFilter, inboxListQuery, type InboxFilterKey } from '@/components/dashboard/submissions/inbox-filter';
import type { ListUrlState } from '@/components/dashboard/data-table/use-list-url-state';
import { submissionBulkStatusSchema, submissionExportQuerySchema, submissionListQuerySchema } from '@/shared/api/submissions';

const state = (filters: Partial<Record<InboxFilterKey, string>>, rest: Partial<ListUrlState<InboxFilterKey>> = {}): ListUrlState<InboxFilterKey> => ({
  page: 1, perPage: '', sort: undefined, order: undefined, search: '', ...rest,
  filters: { view: '', from: '', to: '', ...filters },
});

/** The inbox screen's URL state becomes the API's filter: the list, "all matching" and the export select the same rows. */
describe('the inbox filter', () => {
  it('is the whole inbox without filters, a status for its views, and the spam view apart', () => {
    expect(inboxFilter(state({}))).toEqual({ spam: false });
    expect(inboxFilter(state({ view: 'solved' }))).toEqual({ spam: false, status: 'solved' });
    expect(inboxFilter(state({ view: 'spam' }))).toEqual({ spam: true });
    expect(inboxFilter(state({ view: 'nonsense' }))).toEqual({ spam: false });
  });

  it('takes whole days in the browser\'s time zone, `to` including its own day', () => {
    const filter = inboxFilter(state({ from: '2026-03-01', to: '2026-03-31' }));
    expect(filter.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(filter.to).toBe(new Date(2026, 3, 1).toISOString());
    expect(inboxFilter(state({ from: '01/03/2026', to: 'x' }))).toEqual({ spam: false });
  });

  it('gives queries and bodies the shared schemas accept as they are', () => {
    const url = state({ view: 'spam', from: '2026-03-01' }, { search: 'ığüş', sort: 'data.email', order: 'asc', page: 3, perPage: '50' });
    const list = submissionListQuerySchema.parse(inboxListQuery(url));
    expect(list).toMatchObject({ spam: true, search: 'ığüş', page: 3, per_page: 50, sort: 'data.email', order: 'asc' });
    expect(submissionExportQuerySchema.parse(filterParams(inboxFilter(url)))).toMatchObject({ spam: true, search: 'ığüş' });
    expect(submissionBulkStatusSchema.safeParse({ all: true, filter: inboxFilter(url), status: 'solved' }).success).toBe(true);
    expect(filterParams(inboxFilter(state({ view: 'pending' })))).toEqual({ status: 'pending' });
  });
});
