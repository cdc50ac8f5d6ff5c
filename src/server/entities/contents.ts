import type { DbHandle } from '@/server/db/connect';
import { contentTopic } from '@/server/services/invalidation';
import type { DashboardContent } from '@/shared/api/contents';
import { defineEntity } from './declaration';
import type { Trx } from './operations';
import { storedSlug } from './slugs';

/**
 * A content module's contents: one declaration per module, whose key is the permission area
 * (`blog.read`, design §4). Audit rows name the entity `contents`.
 */
export const contentsEntity = (moduleKey: string) => defineEntity({
  name: 'contents',
  area: moduleKey,
  notFound: 'content_not_found',
  // The public module pages, the page cache and GET /api/settings listen to it; the page cache keeps other modules' pages.
  topic: 'settings',
  detail: (contentId) => contentTopic(moduleKey, contentId),
  list: {
    sortable: {
      updated_at: 'module_contents.updated_at', created_at: 'module_contents.created_at', title: 'module_contents.title_sort',
      status: 'module_contents.status', id: 'module_contents.id',
    },
    // Slugs, titles and searchable fields, kept by the write path (services/dashboard/content-search.ts).
    searchable: ['module_contents.search_text'],
    searchIndex: 'module_contents_search',
    id: 'module_contents.id',
  },
});

type Executor = DbHandle['db'] | Trx;

/** Reads of one module's contents for the dashboard, each row through the one mapper. */
export function createContentsRepository({ db, json }: DbHandle) {
  const select = (moduleId: number, executor: Executor = db) =>
    executor.selectFrom('module_contents').where('module_contents.module_id', '=', moduleId).select((eb) => [
      'module_contents.id', 'module_contents.slug', 'module_contents.slugs', 'module_contents.title', 'module_contents.header',
      'module_contents.header_image', 'module_contents.content', 'module_contents.status', 'module_contents.ordering',
      'module_contents.updated_by', 'module_contents.version', 'module_contents.created_at', 'module_contents.updated_at',
      eb.selectFrom('users').select('users.fullname').whereRef('users.id', '=', 'module_contents.updated_by').as('updated_by_name'),
    ]);
  type ContentRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toContent = (moduleKey: string) => (row: ContentRow): DashboardContent => ({
    id: row.id,
    module: moduleKey,
    title: json.read<Record<string, string>>(row.title) ?? {},
    slug: storedSlug(json, row),
    header: json.read<Record<string, string>>(row.header) ?? null,
    header_image: row.header_image,
    content: json.read<Record<string, unknown>>(row.content) ?? {},
    status: row.status,
    ordering: row.ordering,
    updated_by: row.updated_by,
    updated_by_name: row.updated_by_name ?? null,
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  return {
    select,
    toContent,
    async find(moduleId: number, moduleKey: string, id: number, executor: Executor = db): Promise<DashboardContent | null> {
      const row = await select(moduleId, executor).where('module_contents.id', '=', id).executeTakeFirst();
      return row ? toContent(moduleKey)(row) : null;
    },
  };
}
