/**
 * The media part's data (issue 25): 10,000 files in the library (70% pictures, the rest video,
 * audio and documents; a third uploaded through the `bench-media-posts` module; alt texts in
 * Swedish and Turkish on some) and 50,000 posts of that module, two in five naming pictures
 * (a cover, a gallery, a picture in the body), each with the revision the app writes beside it,
 * and the usage index as the app keeps it. Deterministic: file `i` has the id MEDIA_ID_BASE + i
 * and post `i` CONTENT_ID_BASE + i, so the bench can name its own search words and files.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { connectDatabase, DEFAULT_DATABASE_CONFIG } from '../src/server/db/connect';
import { mediaSearchText } from '../src/server/entities/media';
import { usagesIn } from '../src/server/entities/media-usages';
import { contentSlugRows, slugColumns } from '../src/server/entities/slugs';
import { contentSortKeyRows } from '../src/server/entities/sort-keys';
import { contentSearchText, titleSort } from '../src/server/services/dashboard/content-search';
import { uploadUrl } from '../src/server/storage/file-storage';
import type { ModuleField } from '../src/shared/fields';
import { benchItem } from './content-seed';

export const MEDIA = 10_000;
export const POSTS = 50_000;
export const MODULE_KEY = 'bench-media-posts';
export const MEDIA_ID_BASE = 1_000_000;
export const CONTENT_ID_BASE = 2_000_000;
const REVISION_ID_BASE = 3_000_000;

const image = { accept: [], max_size: 20 * 1024 * 1024, max_files: 1 };
const FIELDS: ModuleField[] = [
  { key: 'cover', label: { en: 'Cover', sv: 'Omslag', tr: 'Kapak' }, type: 'image', required: false, upload: image },
  { key: 'gallery', label: { en: 'Gallery', sv: 'Galleri', tr: 'Galeri' }, type: 'image', required: false, upload: { ...image, max_files: 8 } },
  { key: 'body', label: { en: 'Body', sv: 'Brödtext', tr: 'Gövde' }, type: 'multilang_editor', required: false },
];

/** What POST /api/dashboard/modules creates. */
export const MODULE = {
  key: MODULE_KEY,
  type: 'content',
  name: { en: 'Photo posts', sv: 'Bildinlägg', tr: 'Fotoğraf yazıları' },
  slug: { en: 'photo-posts', sv: 'bildinlagg', tr: 'fotograf-yazilari' },
  icon: null,
  fields: FIELDS,
};

/** Words the searches use: one of eight name words (1,250 files), and one in ten Swedish alt texts. */
export const SEARCH = { common: 'harbour', rare: 'zeppelin' } as const;
const WORDS = ['sunset', 'harbour', 'portrait', 'meadow', 'skyline', 'lantern', 'glacier', 'market'];
const RARE_EVERY = 1_000;
const RARE_AT = 321;

const KINDS = [
  { kind: 'image', mime: 'image/jpeg', ext: 'jpg' }, { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' }, { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
] as const;
/** Seven in ten files are pictures, one in ten each of the rest. */
const kindOf = (i: number) => KINDS[[0, 0, 0, 0, 0, 0, 0, 1, 2, 3][i % 10]];

/** The storage key of file `i` (what content names it by). */
export const mediaKey = (i: number) => `${i.toString(16).padStart(32, '0')}.${kindOf(i).ext}`;

const DAY_MS = 86_400_000;
/** The newest file's time: the hour the bench started. */
export const SEED_END = Math.floor(Date.now() / 3_600_000) * 3_600_000;
/** File `i`'s upload time: evenly over the year before SEED_END, oldest first. */
const uploadedAt = (i: number) => new Date(SEED_END - Math.round((MEDIA - 1 - i) * (365 * DAY_MS / MEDIA))).toISOString();

/** A picture among the files (the `n`-th, wrapping). */
const picture = (n: number) => {
  const i = (n * 10) % MEDIA + (Math.floor(n / (MEDIA / 10)) % 7);
  return uploadUrl(mediaKey(i));
};
/** The picture one in a hundred posts show in their gallery: "used by" with a thousand owners. */
export const POPULAR = 0;

/** Post `i`'s fields: two in five name pictures (a cover; a gallery one in ten; a picture in the body one in twenty): 3,500 of the 7,000 pictures are used. */
function postContent(i: number): Record<string, unknown> {
  const item = benchItem(i);
  const content: Record<string, unknown> = { body: item.content.body };
  if (i % 5 < 2) content.cover = picture(i * 3);
  if (i % 10 === 1) content.gallery = [picture(i * 3 + 1), picture(i * 3 + 2), ...(i % 100 === 1 ? [uploadUrl(mediaKey(POPULAR))] : [])];
  if (i % 20 === 3) content.body = { ...item.content.body, en: `${item.content.body.en}<p><img src="${picture(i * 5)}" alt=""></p>` };
  return content;
}

/**
 * A picture named as most are, by a handful of posts (each with its revision): the first named
 * by the median number of posts; answers its number and how many posts name it.
 */
export function typicalPicture(): { i: number; posts: number } {
  const posts = new Map<string, number>();
  for (let i = 0; i < POSTS; i++) {
    for (const key of new Set(usagesIn(postContent(i)).map((usage) => usage.key))) posts.set(key, (posts.get(key) ?? 0) + 1);
  }
  const counts = [...posts.values()].sort((a, b) => a - b);
  const median = counts[Math.floor(counts.length / 2)];
  for (let i = 0; i < MEDIA; i++) if (posts.get(mediaKey(i)) === median) return { i, posts: median };
  throw new Error('no picture is named by the median number of posts');
}

function mediaRow(i: number, moduleKey: string, adminId: number) {
  const { kind, mime, ext } = kindOf(i);
  const fileName = `${WORDS[i % WORDS.length]} ${i}.${ext}`;
  const alt: Record<string, string> = {};
  if (i % 10 === 0) alt.sv = i % RARE_EVERY === RARE_AT - 1 ? `Zeppelin över fjärden ${i}` : `Solnedgång över fjärden ${i}`;
  if (i % 10 === 5) alt.tr = `Limanda gün batımı ${i}`;
  const at = uploadedAt(i);
  return {
    id: MEDIA_ID_BASE + i,
    file_name: fileName,
    path: mediaKey(i),
    mime_type: mime,
    size: 20_000 + (i * 7_919) % 5_000_000,
    module: i % 3 === 0 ? moduleKey : null,
    storage: 'local',
    created_by: adminId,
    created_at: at,
    sha256: createHash('sha256').update(`bench media ${i}`).digest('hex'),
    kind,
    width: kind === 'image' ? 1920 : null,
    height: kind === 'image' ? 1280 : null,
    alt,
    status: 'ready',
    origin: 'library',
    search_text: mediaSearchText(fileName, alt),
    updated_at: at,
  };
}

const CHUNK = 2_000;

/**
 * The files, the posts (search text, slug rows, sort keys), one revision per post and the usage
 * index straight into the tables of the database at `url` (the module `moduleId` made through
 * the API), as the upload path and the contents' write path would have left them. Answers the
 * seconds it took.
 */
export async function seedMedia(url: string, moduleId: number): Promise<number> {
  const started = performance.now();
  const handle = await connectDatabase(url, { ...DEFAULT_DATABASE_CONFIG, poolSize: 1, statementTimeoutMs: 600_000 });
  const { db, json, insertRows } = handle;
  try {
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    for (let start = 0; start < MEDIA; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(MEDIA, start + CHUNK); i++) {
        const row = mediaRow(i, MODULE_KEY, admin.id);
        rows.push({ ...row, alt: json.write(row.alt) });
      }
      await insertRows('media', Object.keys(rows[0]) as (keyof (typeof rows)[number])[], rows);
    }
    const contentColumns = ['id', 'module_id', 'slug', 'slugs', 'search_text', 'title_sort', 'title', 'header', 'header_image', 'content', 'status', 'ordering', 'updated_by', 'created_at', 'updated_at'] as const;
    for (let start = 0; start < POSTS; start += CHUNK) {
      const contents = [];
      const revisions = [];
      const slugs = [];
      const sortKeys = [];
      const usages = [];
      for (let i = start; i < Math.min(POSTS, start + CHUNK); i++) {
        const item = benchItem(i);
        const id = CONTENT_ID_BASE + i;
        const content = postContent(i);
        const at = new Date(SEED_END - (POSTS - i) * 60_000).toISOString();
        contents.push({
          id, module_id: moduleId, ...slugColumns(json, item.slug),
          search_text: contentSearchText(FIELDS, { slug: item.slug, title: item.title, content }), title_sort: titleSort(item.title),
          title: json.write(item.title), header: null, header_image: null, content: json.write(content), status: item.status,
          ordering: i, updated_by: admin.id, created_at: at, updated_at: at,
        });
        const snapshot = { title: item.title, slug: item.slug, header: null, header_image: null, content, status: item.status };
        revisions.push({ id: REVISION_ID_BASE + i, content_id: id, module_id: moduleId, version: 1, snapshot: json.write(snapshot), created_by: admin.id, created_at: at });
        slugs.push(...contentSlugRows(moduleId, id, item.slug));
        sortKeys.push(...contentSortKeyRows(moduleId, id, FIELDS, content));
        // What replaceUsages writes for the content and for its revision.
        const owner = { module_id: moduleId, content_id: id };
        for (const { key, place } of usagesIn({ header_image: null, content })) usages.push({ media_key: key, owner_kind: 'content' as const, owner_id: String(id), ...owner, place });
        for (const { key, place } of usagesIn(snapshot)) usages.push({ media_key: key, owner_kind: 'revision' as const, owner_id: String(REVISION_ID_BASE + i), ...owner, place });
      }
      await insertRows('module_contents', contentColumns, contents);
      await insertRows('content_revisions', ['id', 'content_id', 'module_id', 'version', 'snapshot', 'created_by', 'created_at'], revisions);
      await insertRows('content_slugs', ['module_id', 'locale', 'slug', 'content_id'], slugs);
      if (sortKeys.length) await insertRows('content_sort_keys', ['content_id', 'field', 'module_id', 'text_key', 'number_key'], sortKeys);
      if (usages.length) await insertRows('media_usages', ['media_key', 'owner_kind', 'owner_id', 'module_id', 'content_id', 'place'], usages);
    }
    if (handle.engine === 'postgres') {
      // The ids were given: the next row the app stores takes the one after them.
      for (const table of ['media', 'module_contents', 'content_revisions'] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
      }
    }
    // What autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) would have done on tables that grew to this size.
    await sql.raw(handle.engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

const LIBRARY = '/api/dashboard/media';
const monthBack = (months: number) => new Date(SEED_END - months * 30 * DAY_MS).toISOString();

/** The library calls the bench times, one request at a time, and their targets (p95, ms). */
export function libraryCalls(): { name: string; path: string; targetMs: number }[] {
  const typical = typicalPicture();
  return [
    { name: 'list (default sort, newest first)', path: LIBRARY, targetMs: 50 },
    { name: `search a common word ("${SEARCH.common}", 1,250 file names)`, path: `${LIBRARY}?search=${SEARCH.common}`, targetMs: 50 },
    { name: `search a rare word ("${SEARCH.rare}", 10 alt texts)`, path: `${LIBRARY}?search=${SEARCH.rare}`, targetMs: 50 },
    { name: 'filter kind=video', path: `${LIBRARY}?kind=video`, targetMs: 50 },
    { name: 'filter used', path: `${LIBRARY}?used=used`, targetMs: 50 },
    { name: 'filter unused', path: `${LIBRARY}?used=unused`, targetMs: 50 },
    { name: `filter module=${MODULE_KEY}`, path: `${LIBRARY}?module=${MODULE_KEY}`, targetMs: 50 },
    { name: 'filter date range (one month)', path: `${LIBRARY}?from=${encodeURIComponent(monthBack(4))}&to=${encodeURIComponent(monthBack(3))}`, targetMs: 50 },
    { name: 'get one with used by (a picture some 500 posts and their revisions name)', path: `${LIBRARY}/${MEDIA_ID_BASE + POPULAR}`, targetMs: 100 },
    { name: `get one with used by (a picture ${typical.posts} posts and their revisions name)`, path: `${LIBRARY}/${MEDIA_ID_BASE + typical.i}`, targetMs: 100 },
  ];
}
