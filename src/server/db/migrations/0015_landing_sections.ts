import { sql, type Kysely } from 'kysely';
import { toModuleFields } from '@/components/landing/field-values';
import { landingFields } from '@/components/landing/landing-fields';
import { valueSchema, type ModuleField } from '@/shared/fields';
import type { Engine } from '../connect';
import { postgresJson, sqliteJson } from '../json';
import { homeContent } from '../seed/home-content';
import type { EngineMigration } from './columns';

/** The landing fields this release adds: the cards of services and features, the call to action's button, projects, partners, brands. */
export const LANDING_FIELDS_ADDED = ['services', 'features', 'cta_button_label', 'cta_button_link', 'projects', 'partners', 'brands'] as const;

/**
 * Sites seeded before the home page's sections had fields get them: the `landing` module gains
 * each added field whose key it lacks (after the field it follows in the seed, so the editor
 * shows it in its section), and the seeded `home` item gets the seed's values for those fields
 * where it has none. A key staff already use (a field of their own, or values kept from a removed
 * field that the new type would refuse) is left alone, as is every other field. Module and item
 * move to a new `version`, so a dashboard tab holding the old copy gets a 409, not an overwrite.
 *
 * The definitions and values come from the seed, so this gives an older site exactly what a
 * fresh install has.
 */
export const landingSections: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const json = engine === 'postgres' ? postgresJson : sqliteJson;
    const landing = await db.selectFrom('modules').select(['id', 'fields'])
      .where('key', '=', 'landing').where('type', '=', 'content').executeTakeFirst();
    if (!landing) return;
    const contents = (await db.selectFrom('module_contents').select(['id', 'slug', 'content']).where('module_id', '=', landing.id).execute())
      .map((row) => ({ id: row.id as number, slug: row.slug as string, content: json.read<Record<string, unknown>>(row.content) ?? {} }));

    const stored = json.read<ModuleField[]>(landing.fields) ?? [];
    const storedKeys = new Set(stored.map((field) => field.key));
    const seeded = toModuleFields(landingFields);
    const added = seeded.filter((field) => (LANDING_FIELDS_ADDED as readonly string[]).includes(field.key)
      && !storedKeys.has(field.key)
      && contents.every(({ content }) => content[field.key] === undefined || valueSchema(field).safeParse(content[field.key]).success));
    if (!added.length) return;

    const now = new Date().toISOString();
    await db.updateTable('modules')
      .set({ fields: json.write(withFields(stored, added, seeded)), version: sql`version + 1`, updated_at: now })
      .where('id', '=', landing.id).execute();

    const home = contents.find((row) => row.slug === 'home');
    if (!home) return;
    const seedValues: Record<string, unknown> = homeContent;
    const filled = added.filter((field) => isEmpty(home.content[field.key]) && seedValues[field.key] !== undefined);
    if (!filled.length) return;
    await db.updateTable('module_contents')
      .set({
        content: json.write({ ...home.content, ...Object.fromEntries(filled.map((field) => [field.key, seedValues[field.key]])) }),
        version: sql`version + 1`,
        updated_at: now,
      })
      .where('id', '=', home.id).execute();
  },

  // Fields and values stay: by now staff may have written into them.
  async down() {},
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `stored` with each of `added` placed right after the nearest field that precedes it in `order` (at the start when none does). */
export function withFields(stored: readonly ModuleField[], added: readonly ModuleField[], order: readonly ModuleField[]): ModuleField[] {
  const fields = [...stored];
  for (const field of added) {
    const earlier = order.slice(0, order.findIndex((each) => each.key === field.key)).map((each) => each.key).reverse();
    const after = earlier.map((key) => fields.findIndex((each) => each.key === key)).find((index) => index >= 0) ?? -1;
    fields.splice(after + 1, 0, field);
  }
  return fields;
}
