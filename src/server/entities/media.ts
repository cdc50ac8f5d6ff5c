import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { uploadKeysIn, uploadUrl } from '@/server/storage/file-storage';
import type { UploadDetails } from '@/shared/api/contents';
import { VIMEO_STORAGE, vimeoPlayerUrl, type MediaItem, type MediaListQuery, type MediaVariant } from '@/shared/api/media';
import { defineEntity, orNotFound } from './declaration';
import { mediaUsed } from './media-usages';

/**
 * The media library: every stored file, guarded by `mediaEntity`'s keys (`media.read`, …). An
 * upload into a content field is checked against that module's own keys instead: it is written
 * as `mediaEntityOf(moduleKey)`, whose audit rows still name the entity `media`.
 */
export const mediaEntityOf = (area: string) => defineEntity({
  name: 'media',
  area,
  notFound: 'media_not_found',
  // Nothing caches the library; a change pages show (a file's name) also publishes 'settings'.
  topic: 'media',
  detail: (id) => `media:${id}`,
  list: {
    sortable: { created_at: 'media.created_at', file_name: 'media.file_name', size: 'media.size' },
    searchable: ['media.search_text'],
    searchIndex: 'media_search',
    id: 'media.id',
  },
});

export const mediaEntity = mediaEntityOf('media');

/** What a library search matches: the file name and the alt text of every locale, lowercased. */
export function mediaSearchText(fileName: string, alt: Readonly<Record<string, string>>): string {
  return [fileName, ...Object.values(alt)].join('\n').toLowerCase();
}

type Executor = DbHandle['db'] | Trx;

/** Reads of the library, each row through the one mapper. */
export function createMediaRepository({ db, json }: DbHandle) {
  const select = (executor: Executor = db) =>
    executor.selectFrom('media').select((eb) => [
      'media.id', 'media.path', 'media.file_name', 'media.mime_type', 'media.kind', 'media.size', 'media.width', 'media.height',
      'media.alt', 'media.caption', 'media.focal_x', 'media.focal_y', 'media.variants', 'media.placeholder', 'media.sha256',
      'media.module', 'media.storage', 'media.remote_uri', 'media.status', 'media.origin', 'media.created_at', 'media.created_by', 'media.updated_at',
      eb.selectFrom('users').select('users.username').whereRef('users.id', '=', 'media.created_by').as('created_by_name'),
    ]);
  type MediaRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toItem = (row: MediaRow): MediaItem => ({
    id: row.id,
    url: uploadUrl(row.path),
    file_name: row.file_name,
    mime_type: row.mime_type,
    kind: row.kind,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    alt: json.read<Record<string, string>>(row.alt) ?? {},
    caption: json.read<Record<string, string>>(row.caption) ?? {},
    focal: row.focal_x === null || row.focal_y === null ? null : { x: Number(row.focal_x), y: Number(row.focal_y) },
    variants: json.read<MediaVariant[]>(row.variants) ?? [],
    placeholder: row.placeholder,
    sha256: row.sha256,
    module: row.module,
    storage: row.storage,
    player: row.storage === VIMEO_STORAGE && row.remote_uri ? vimeoPlayerUrl(row.remote_uri) : null,
    status: row.status,
    created_at: row.created_at,
    created_by: row.created_by !== null && row.created_by_name ? { id: row.created_by, username: row.created_by_name } : null,
    updated_at: row.updated_at ?? row.created_at,
  });

  /** The list's filters (kind, module, uploaded between); the search is listPage's. */
  const filtered = (query: MediaListQuery) => {
    let rows = select();
    if (query.kind) rows = rows.where('media.kind', '=', query.kind);
    if (query.module) rows = rows.where('media.module', '=', query.module);
    if (query.used) rows = rows.where((eb) => mediaUsed(eb, query.used === 'used'));
    if (query.from) rows = rows.where('media.created_at', '>=', new Date(query.from).toISOString());
    if (query.to) rows = rows.where('media.created_at', '<', new Date(query.to).toISOString());
    return rows;
  };

  async function find(id: number, executor: Executor = db): Promise<MediaItem | null> {
    const row = await select(executor).where('media.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : null;
  }

  return {
    select,
    toItem,
    filtered,
    find,
    /** The item, or the declared 404. */
    get: async (id: number, executor: Executor = db) => orNotFound(mediaEntity, await find(id, executor)),
    /** The item of `storage` holding exactly these bytes, if the library has one. */
    async findByHash(sha256: string, storage: string, executor: Executor = db): Promise<MediaItem | null> {
      const row = await select(executor).where('media.sha256', '=', sha256).where('media.storage', '=', storage)
        .where('media.status', '=', 'ready').orderBy('media.id').limit(1).executeTakeFirst();
      return row ? toItem(row) : null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/**
 * What the `media` rows (whichever driver holds the file) say of the uploads `value` refers to by URL (any field, a
 * group's rows, rich text, a header image), by that URL: the name it was uploaded under, its type
 * and size. Files of other sites (https links) and unknown keys are absent.
 */
export async function uploadDetailsIn(executor: DbHandle['db'] | Trx, value: unknown): Promise<Record<string, UploadDetails>> {
  const keys = [...uploadKeysIn(value)];
  if (keys.length === 0) return {};
  const rows = await executor.selectFrom('media').select(['path', 'file_name', 'mime_type', 'size', 'storage', 'remote_uri'])
    .where('path', 'in', keys).execute();
  return Object.fromEntries(rows.map((row) => [
    uploadUrl(row.path), {
      file_name: row.file_name, mime_type: row.mime_type, size: Number(row.size),
      ...(row.storage === VIMEO_STORAGE && row.remote_uri ? { player: vimeoPlayerUrl(row.remote_uri) } : {}),
    },
  ]));
}
