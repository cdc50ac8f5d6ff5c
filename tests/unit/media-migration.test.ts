import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Engine } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { freshDatabases, postgresAdminUrl } from '../helpers/databases';

const engines: Engine[] = ['sqlite', 'postgres'];
const MIGRATION = '0024_media_library';
const CREATED = '2020-05-01T00:00:00.000Z';

describe.each(engines)('migration 0024 (media library) on %s', (engine) => {
  const unavailable = engine === 'postgres' && !postgresAdminUrl();
  const open = freshDatabases(engine);

  it.skipIf(unavailable)('gives every existing file its kind by its type, its search text and its time, as a field upload; down and up again', async () => {
    const handle = await open();
    const { db } = handle;
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)));
    const files = [['Sunset ÖVER.png', 'image/png'], ['clip.mp4', 'video/mp4'], ['song.flac', 'audio/flac'], ['Report.pdf', 'application/pdf']] as const;
    await db.insertInto('media').values(files.map(([file_name, mime_type], index) => ({
      file_name, mime_type, path: `${String(index).repeat(32)}.bin`, size: 10, storage: 'local', created_at: CREATED,
    }) as never)).execute();

    // Up to this one only: a later migration's index on a column this one adds (0028's on status) would stop its down.
    expect(await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= MIGRATION)))).toContain(MIGRATION);
    const rows = await db.selectFrom('media').select(['file_name', 'kind', 'search_text', 'status', 'origin', 'updated_at', 'sha256', 'alt']).orderBy('id').execute();
    const updatedAt = (value: unknown) => new Date(value as string).toISOString();
    expect(rows.map((row) => ({ ...row, updated_at: updatedAt(row.updated_at) }))).toEqual([
      { file_name: 'Sunset ÖVER.png', kind: 'image', search_text: 'sunset över.png', status: 'ready', origin: 'field', updated_at: CREATED, sha256: null, alt: null },
      { file_name: 'clip.mp4', kind: 'video', search_text: 'clip.mp4', status: 'ready', origin: 'field', updated_at: CREATED, sha256: null, alt: null },
      { file_name: 'song.flac', kind: 'audio', search_text: 'song.flac', status: 'ready', origin: 'field', updated_at: CREATED, sha256: null, alt: null },
      { file_name: 'Report.pdf', kind: 'document', search_text: 'report.pdf', status: 'ready', origin: 'field', updated_at: CREATED, sha256: null, alt: null },
    ]);
    if (engine === 'sqlite') {
      const found = await sql<{ rowid: number }>`select rowid from media_search where media_search match ${'"över"'}`.execute(db);
      expect(found.rows).toHaveLength(1);
    }

    await migrations[MIGRATION].down(db, engine);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'media')!.columns.map((column) => column.name);
    expect(columns).not.toContain('kind');
    await migrations[MIGRATION].up(db, engine);
    expect(Number((await db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(4);
  });
});
