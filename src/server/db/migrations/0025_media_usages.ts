import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/** Rows read (and usages written) per statement while the index is filled in. */
const BATCH = 500;

/**
 * Where each uploaded file is used (issue 25): one row per file, owner and place, so "used by" and
 * "is it still used" read an index instead of scanning every content, revision and submission.
 * `media_key` is the upload key a value names by its URL (`/api/uploads/<key>`), whether or not a
 * media row knows it; `owner_kind` is content | revision | submission | settings | menu and
 * `owner_id` the owner's id (a setting's key for settings); `module_id` the module of a content,
 * revision or submission; `content_id` the content of a content or revision (a content's delete
 * removes its revisions' usages too); `place` the dotted path inside the owner's value
 * (`content.gallery.0.picture`, `content.body.sv`, `header_image`; a setting's starts with its key).
 *
 * Indexed by file (the primary key: "used by") and by owner (rewriting an owner's usages).
 */
export const mediaUsages: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    await db.schema.createTable('media_usages')
      .addColumn('media_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('owner_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('owner_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('module_id', 'integer')
      .addColumn('content_id', 'integer')
      .addColumn('place', 'varchar(255)', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_usages_pkey', ['media_key', 'owner_kind', 'owner_id', 'place'])
      .execute();
    await db.schema.createIndex('media_usages_owner_idx').on('media_usages').columns(['owner_kind', 'owner_id']).execute();
    await db.schema.createIndex('media_usages_content_idx').on('media_usages').columns(['content_id']).execute();
    await db.schema.createIndex('media_usages_module_idx').on('media_usages').columns(['module_id']).execute();
    // PostgreSQL answers jsonb parsed; SQLite keeps JSON as text.
    await backfill(db, engine === 'postgres' ? (value) => value : (value) => (typeof value === 'string' ? JSON.parse(value) : value));
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('media_usages').ifExists().execute();
  },
};

// Migrations are frozen (they import nothing from the application): the upload URL and key
// pattern below are copies of src/server/storage/file-storage.ts and the walk one of
// src/server/entities/media-usages.ts as they were when this migration was written.
const KEY_IN_TEXT = /\/api\/uploads\/([0-9a-f]{32}\.[a-z0-9]{1,10})(?![a-z0-9])/g;
const MENTION = '%/api/uploads/%';
const PLACE_MAX = 255;

interface Usage { media_key: string; place: string }

function usagesIn(value: unknown, path: string[] = [], found = new Map<string, Usage>()): Map<string, Usage> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(KEY_IN_TEXT)) {
      const place = path.join('.').slice(0, PLACE_MAX);
      found.set(`${match[1]}\n${place}`, { media_key: match[1], place });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => usagesIn(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) usagesIn(item, [...path, key], found);
  }
  return found;
}

type Parse = (value: unknown) => unknown;

type Row = Record<string, unknown> & { id: number | string };

interface Source {
  table: string;
  id: string;
  columns: string[];
  mentioning: string[];
  usages(row: Row, parsed: Parse): { owner_kind: string; owner_id: string; module_id: number | null; content_id: number | null; value: unknown };
}

const SOURCES: Source[] = [
  {
    table: 'module_contents', id: 'id', columns: ['module_id', 'header_image', 'content'], mentioning: ['header_image', 'content'],
    usages: (row, parsed) => ({
      owner_kind: 'content', owner_id: String(row.id), module_id: Number(row.module_id), content_id: Number(row.id),
      value: { header_image: row.header_image, content: parsed(row.content) },
    }),
  },
  {
    table: 'content_revisions', id: 'id', columns: ['module_id', 'content_id', 'snapshot'], mentioning: ['snapshot'],
    usages: (row, parsed) => ({
      owner_kind: 'revision', owner_id: String(row.id), module_id: Number(row.module_id), content_id: Number(row.content_id), value: parsed(row.snapshot),
    }),
  },
  {
    table: 'form_submissions', id: 'id', columns: ['module_id', 'data'], mentioning: ['data'],
    usages: (row, parsed) => ({ owner_kind: 'submission', owner_id: String(row.id), module_id: Number(row.module_id), content_id: null, value: parsed(row.data) }),
  },
  {
    table: 'menus', id: 'id', columns: ['items'], mentioning: ['items'],
    usages: (row, parsed) => ({ owner_kind: 'menu', owner_id: String(row.id), module_id: null, content_id: null, value: parsed(row.items) }),
  },
  {
    table: 'settings', id: 'key', columns: ['value'], mentioning: ['value'],
    usages: (row, parsed) => ({ owner_kind: 'settings', owner_id: String(row.id), module_id: null, content_id: null, value: { [row.id]: parsed(row.value) } }),
  },
];

/** Reads every row naming an upload URL, in batches by id, and writes the usages its value holds. */
async function backfill(db: Kysely<any>, parsed: Parse) {
  for (const source of SOURCES) {
    for (let after: number | string | null = null; ;) {
      let query = db.selectFrom(source.table).select([`${source.id} as id`, ...source.columns])
        .where((eb) => eb.or(source.mentioning.map((column) => eb(eb.cast(eb.ref(column), 'text'), 'like', MENTION))));
      if (after !== null) query = query.where(source.id, '>', after);
      const rows = await query.orderBy(source.id).limit(BATCH).execute() as Row[];
      const values = rows.flatMap((row) => {
        const { value, ...owner } = source.usages(row, parsed);
        return [...usagesIn(value).values()].map((usage) => ({ ...usage, ...owner }));
      });
      for (let start = 0; start < values.length; start += BATCH) {
        await db.insertInto('media_usages').values(values.slice(start, start + BATCH)).execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
  }
}
