import { describe, expect, it } from 'vitest';
import type { DbHandle, Engine } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { freshDatabases, postgresAdminUrl } from '../helpers/databases';

const engines: Engine[] = ['sqlite', 'postgres'];
const MIGRATION = '0030_menus_versioned';
const NOW = '2020-05-01T00:00:00.000Z';

const item = (id: string, link: Record<string, unknown>) => ({ id, label: { en: id }, open_new_page: false, visibility: 'anyone', ...link });

describe.each(engines)('migration 0030 (menus versioned) on %s', (engine) => {
  const unavailable = engine === 'postgres' && !postgresAdminUrl();
  const open = freshDatabases(engine);

  /** A database migrated up to just before 0030 with a `pages` module holding `privacy`, and a `blog` module holding `privacy` too. */
  async function before() {
    const handle = await open();
    const { db, json } = handle;
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)));
    const ids: Record<string, number> = {};
    for (const key of ['pages', 'blog']) {
      const created = await db.insertInto('modules').values({
        key, name: json.write({ en: key }), slug: key, type: 'content', fields: json.write([]), ordering: 0, updated_at: NOW,
      }).returning('id').executeTakeFirstOrThrow();
      const content = await db.insertInto('module_contents').values({
        module_id: created.id, slug: 'privacy', title: json.write({ en: 'Privacy' }), content: json.write({}), status: 'published', ordering: 0, updated_at: NOW,
      }).returning('id').executeTakeFirstOrThrow();
      ids[key] = content.id;
    }
    return { handle, ids };
  }

  async function insertMenu({ db, json }: DbHandle, key: string, items: unknown[]) {
    await db.insertInto('menus').values({ key, name: key, areas: json.write([]), items: json.write(items), updated_at: NOW }).execute();
  }

  async function menu({ db, json }: DbHandle, key: string) {
    const row = await db.selectFrom('menus').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    return { items: json.read<Record<string, unknown>[]>(row.items), version: Number(row.version), changed: new Date(row.updated_at).toISOString() !== NOW };
  }

  it.skipIf(unavailable)('turns detail pages named by slug into the id of that module\'s item, nested ones too, and moves the menu to version 2', async () => {
    const { handle, ids } = await before();
    await insertMenu(handle, 'footer', [
      item('privacy', { type: 'detail_page', module: 'pages', content: 'privacy' }),
      item('more', { type: 'page', page: 'about', children: [item('blog-privacy', { type: 'detail_page', module: 'blog', content: 'privacy' })] }),
    ]);
    expect(await migrateToLatest(handle)).toContain(MIGRATION);
    const after = await menu(handle, 'footer');
    expect(after.items).toEqual([
      item('privacy', { type: 'detail_page', module: 'pages', content_id: ids.pages }),
      item('more', { type: 'page', page: 'about', children: [item('blog-privacy', { type: 'detail_page', module: 'blog', content_id: ids.blog })] }),
    ]);
    expect({ version: after.version, changed: after.changed }).toEqual({ version: 2, changed: true });
  });

  it.skipIf(unavailable)('keeps an item whose slug or module names nothing without a target, so the editor flags it', async () => {
    const { handle } = await before();
    await insertMenu(handle, 'footer', [
      item('gone', { type: 'detail_page', module: 'pages', content: 'no-such-slug' }),
      item('no-module', { type: 'detail_page', module: 'removed', content: 'privacy' }),
    ]);
    await migrateToLatest(handle);
    expect((await menu(handle, 'footer')).items).toEqual([
      item('gone', { type: 'detail_page', module: 'pages' }),
      item('no-module', { type: 'detail_page', module: 'removed' }),
    ]);
  });

  it.skipIf(unavailable)('leaves menus without slug-named items as they were, at version 1', async () => {
    const { handle, ids } = await before();
    const items = [item('home', { type: 'page', page: 'index' }), item('p', { type: 'detail_page', module: 'pages', content_id: ids.pages })];
    await insertMenu(handle, 'header', items);
    await migrateToLatest(handle);
    expect(await menu(handle, 'header')).toEqual({ items, version: 1, changed: false });
  });
});
