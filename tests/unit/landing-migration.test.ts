import { describe, expect, it } from 'vitest';
import { toModuleFields } from '@/components/landing/field-values';
import { landingFields } from '@/components/landing/landing-fields';
import type { DbHandle, Engine } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { LANDING_FIELDS_ADDED } from '@/server/db/migrations/0015_landing_sections';
import { homeContent } from '@/server/db/seed/home-content';
import type { ModuleField } from '@/shared/fields';
import { freshDatabases, postgresAdminUrl } from '../helpers/databases';

const engines: Engine[] = ['sqlite', 'postgres'];
const MIGRATION = '0015_landing_sections';
const added: readonly string[] = LANDING_FIELDS_ADDED;

/** The landing module and home item as the seed wrote them before this migration. */
const seededFields = toModuleFields(landingFields);
const oldFields = seededFields.filter((field) => !added.includes(field.key));
const oldHome = Object.fromEntries(Object.entries(homeContent).filter(([key]) => !added.includes(key)));
const NOW = '2020-05-01T00:00:00.000Z';

describe.each(engines)('migration 0015 (landing sections) on %s', (engine) => {
  const unavailable = engine === 'postgres' && !postgresAdminUrl();
  const open = freshDatabases(engine);

  /** A database migrated up to just before 0015, holding a landing module with these fields and items. */
  async function before(fields: ModuleField[], items: Record<string, Record<string, unknown>>, key = 'landing') {
    const handle = await open();
    const { db, json } = handle;
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)));
    const created = await db.insertInto('modules').values({
      key, name: json.write({ en: 'Landing' }), slug: key, type: 'content', fields: json.write(fields), ordering: 0, updated_at: NOW,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [slug, content] of Object.entries(items)) {
      await db.insertInto('module_contents').values({
        module_id: created.id, slug, title: json.write({ en: slug }), content: json.write(content), status: 'published', ordering: 0, updated_at: NOW,
      }).execute();
    }
    return handle;
  }

  async function landing(db: DbHandle, key = 'landing') {
    const row = await db.db.selectFrom('modules').select(['id', 'fields', 'version', 'updated_at']).where('key', '=', key).executeTakeFirstOrThrow();
    const items = await db.db.selectFrom('module_contents').select(['slug', 'content', 'version']).where('module_id', '=', row.id).orderBy('slug').execute();
    return {
      fields: db.json.read<ModuleField[]>(row.fields),
      version: Number(row.version),
      changed: new Date(row.updated_at).toISOString() !== NOW,
      items: Object.fromEntries(items.map((item) => [item.slug, { content: db.json.read<Record<string, unknown>>(item.content), version: Number(item.version) }])),
    };
  }

  it.skipIf(unavailable)('gives a seeded landing module every section field and the home item their seeded values', async () => {
    const db = await before(oldFields, { home: oldHome, other: { intro_head: { en: 'Another' } } });
    expect(await migrateToLatest(db)).toContain(MIGRATION);
    const after = await landing(db);
    // The same fields, in the same order, as a fresh install's.
    expect(after.fields).toEqual(seededFields);
    expect({ version: after.version, changed: after.changed }).toEqual({ version: 2, changed: true });
    expect(after.items.home).toEqual({ content: homeContent, version: 2 });
    expect(after.items.other).toEqual({ content: { intro_head: { en: 'Another' } }, version: 1 });
  });

  it.skipIf(unavailable)('keeps what staff changed: their own fields and values, fields they removed, values already written', async () => {
    const partners: ModuleField = { key: 'partners', label: { en: 'Our partners' }, type: 'list', required: false };
    const fields = [...oldFields.filter((field) => field.key !== 'vision'), partners];
    const db = await before(fields, {
      home: {
        ...oldHome,
        partners: ['Acme'],
        // Kept from a removed `brands` field of another type: a group would refuse them, so no `brands` field comes.
        brands: 'Acme, Globex',
        cta_button_label: { en: 'Join us' },
      },
    });
    await migrateToLatest(db);
    const after = await landing(db);
    const keys = after.fields.map((field) => field.key);
    expect(after.fields.find((field) => field.key === 'partners')).toEqual(partners);
    expect(keys).not.toContain('vision');
    expect(keys).not.toContain('brands');
    // New fields sit after the field they follow in the seed.
    expect(keys.slice(keys.indexOf('services_description'), keys.indexOf('services_description') + 2)).toEqual(['services_description', 'services']);
    expect(keys.slice(keys.indexOf('cta_description'), keys.indexOf('cta_description') + 3)).toEqual(['cta_description', 'cta_button_label', 'cta_button_link']);
    expect(keys.slice(-2)).toEqual(['projects', 'partners']);
    const home = after.items.home.content;
    expect(home).toMatchObject({ partners: ['Acme'], brands: 'Acme, Globex', cta_button_label: { en: 'Join us' } });
    expect(home.services).toEqual(homeContent.services);
    expect(home.projects).toEqual(homeContent.projects);
  });

  it.skipIf(unavailable)('leaves a module that already has the fields, or that is not the landing module, as it was', async () => {
    const db = await before(seededFields, { home: { intro_head: { en: 'Ours' }, intro_description: { en: 'Ours too' } } });
    await db.db.insertInto('modules').values({
      key: 'landing_copy', name: db.json.write({ en: 'Copy' }), slug: 'landing-copy', type: 'content', fields: db.json.write(oldFields), ordering: 1, updated_at: NOW,
    }).execute();
    await migrateToLatest(db);
    const after = await landing(db);
    expect({ fields: after.fields, version: after.version, changed: after.changed }).toEqual({ fields: seededFields, version: 1, changed: false });
    expect(after.items.home).toEqual({ content: { intro_head: { en: 'Ours' }, intro_description: { en: 'Ours too' } }, version: 1 });
    expect((await landing(db, 'landing_copy')).fields).toEqual(oldFields);
  });
});
