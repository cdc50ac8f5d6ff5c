import { describe, expect, it } from 'vitest';
import { smallestWebp, usagesIn } from '@/components/dashboard/media/media-api';
import { MEDIA_FILTERS, mediaListQuery, mediaView, type MediaFilterKey } from '@/components/dashboard/media/media-filter';
import type { ListUrlState } from '@/components/dashboard/data-table/use-list-url-state';
import type { MediaUsage } from '@/shared/api/media-usages';

const state = (filters: Partial<Record<MediaFilterKey, string>>, rest: Partial<ListUrlState<MediaFilterKey>> = {}): ListUrlState<MediaFilterKey> => ({
  page: 1, perPage: '', sort: undefined, order: undefined, search: '',
  filters: { ...Object.fromEntries(MEDIA_FILTERS.map((key) => [key, ''])) as Record<MediaFilterKey, string>, ...filters },
  ...rest,
});

const usage = (id: number): MediaUsage => ({
  kind: 'content', id, title: `Post ${id}`, module: 'blog', content_id: null, version: null, places: ['header_image'],
  href: { pathname: '/dashboard/[moduleKey]/[contentId]', params: { moduleKey: 'blog', contentId: String(id) } },
});

describe('the media screen', () => {
  it('asks the list for what the URL holds: only known kinds, used as a boolean, whole days in the browser\'s zone', () => {
    expect(mediaListQuery(state({}))).toEqual({ page: 1 });
    const query = mediaListQuery(state({ kind: 'image', module: 'blog', used: 'unused', from: '2026-03-01', to: '2026-03-01', view: 'list' }, { search: 'cat', page: 2, perPage: '50', sort: 'size', order: 'asc' }));
    expect(query).toEqual({
      page: 2, search: 'cat', kind: 'image', module: 'blog', used: 'false', per_page: '50', sort: 'size', order: 'asc',
      from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 2).toISOString(),
    });
    expect(mediaListQuery(state({ kind: 'spreadsheet', used: 'maybe', from: 'yesterday' }))).toEqual({ page: 1 });
  });

  it('shows the grid unless the URL asks for the list', () => {
    expect(mediaView(state({}))).toBe('grid');
    expect(mediaView(state({ view: 'list' }))).toBe('list');
    expect(mediaView(state({ view: 'table' }))).toBe('grid');
  });

  it('takes the smallest WebP rendering as the thumbnail', () => {
    const variant = (width: number, mime = 'image/webp') => ({ width, height: width / 2, key: `k-${width}.${mime.slice(6)}`, mime, size: width });
    expect(smallestWebp({ variants: [variant(1280), variant(320, 'image/avif'), variant(640)] })?.width).toBe(640);
    expect(smallestWebp({ variants: [] })).toBeNull();
  });

  it('finds the places of a 409 wherever its data holds them, each owner once', () => {
    expect(usagesIn({ total: 1, items: [usage(1)] })).toEqual([usage(1)]);
    expect(usagesIn({ used_by: [{ id: 9, used_by: { total: 2, items: [usage(1), usage(2)] } }, { id: 10, used_by: { total: 1, items: [usage(2)] } }] }).map((found) => found.id)).toEqual([1, 2]);
    expect(usagesIn(undefined)).toEqual([]);
  });
});
