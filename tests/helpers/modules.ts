import type { Insertable } from 'kysely';
import { defaultLocale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import type { ModuleContentsTable } from '@/server/db/schema';
import { contentSlugRows } from '@/server/entities/slugs';
import type { ModuleField } from '@/shared/fields';
import type { LocalizedSlug } from '@/shared/localized-slug';
import type { TestContext } from './test-context';

/** A module of its own for a test (key and slug alike), with no fields yet; answers its id. */
export async function createModule(t: TestContext, key: string, type: 'content' | 'form'): Promise<number> {
  const { db, json } = t.ctx.handle;
  const row = await db.insertInto('modules').values({
    key, name: json.write({ en: key }), slug: key, type, icon: null, fields: json.write([]),
    upload_config: null, ordering: 99, updated_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the module's fields and tells the caches, as a module edit would. */
export async function setFields(t: TestContext, moduleId: number, fields: ModuleField[]): Promise<void> {
  await t.ctx.handle.db.updateTable('modules').set({ fields: t.ctx.handle.json.write(fields) }).where('id', '=', moduleId).execute();
  t.ctx.bus.publish('settings');
}

type ContentRow = Insertable<ModuleContentsTable>;

/**
 * Inserts a content row as a seed would, with its `content_slugs` rows (the slug in every
 * locale), for tests that set up stored data without the dashboard's write path.
 */
export async function insertContent(handle: DbHandle, row: ContentRow): Promise<number> {
  const { id } = await handle.db.insertInto('module_contents').values(row).returning('id').executeTakeFirstOrThrow();
  await handle.db.insertInto('content_slugs').values(contentSlugRows(row.module_id, id, { [defaultLocale]: row.slug } as LocalizedSlug)).execute();
  return id;
}
