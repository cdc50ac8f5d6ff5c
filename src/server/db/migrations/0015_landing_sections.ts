import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';
import seed from './0015_landing_sections.json';

/** The landing fields this release adds: the cards of services and features, the call to action's button, projects, partners, brands. */
export const LANDING_FIELDS_ADDED = ['services', 'features', 'cta_button_label', 'cta_button_link', 'projects', 'partners', 'brands'] as const;

/** A module field as this release stored it (only what this migration reads). */
interface Field {
  key: string;
  type: string;
  required: boolean;
  max?: number;
  fields?: Field[];
}

/**
 * Sites seeded before the home page's sections had fields get them: the `landing` module gains
 * each added field whose key it lacks (after the field it follows in the seed, so the editor
 * shows it in its section), and the seeded `home` item gets the seed's values for those fields
 * where it has none. A key staff already use (a field of their own, or values kept from a removed
 * field that the new type would refuse) is left alone, as is every other field. Module and item
 * move to a new `version`, so a dashboard tab holding the old copy gets a 409, not an overwrite.
 *
 * The definitions and values are the seed's at this release (the JSON beside this file), so this
 * gives an older site what a fresh install had then.
 */
export const landingSections: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const read = engine === 'postgres'
      ? (value: unknown) => (value === undefined ? null : value)
      : (value: unknown) => (value === null || value === undefined ? null : JSON.parse(String(value)));
    const write = (value: unknown) => JSON.stringify(value ?? null);
    const landing = await db.selectFrom('modules').select(['id', 'fields'])
      .where('key', '=', 'landing').where('type', '=', 'content').executeTakeFirst();
    if (!landing) return;
    const contents = (await db.selectFrom('module_contents').select(['id', 'slug', 'content']).where('module_id', '=', landing.id).execute())
      .map((row) => ({ id: row.id as number, slug: row.slug as string, content: (read(row.content) ?? {}) as Record<string, unknown> }));

    const stored = (read(landing.fields) ?? []) as Field[];
    const storedKeys = new Set(stored.map((field) => field.key));
    const added = (seed.addedFields as Field[]).filter((field) => !storedKeys.has(field.key)
      && contents.every(({ content }) => content[field.key] === undefined || accepts(field, content[field.key])));
    if (!added.length) return;

    const now = new Date().toISOString();
    await db.updateTable('modules')
      .set({ fields: write(withFields(stored, added, seed.seedOrder)), version: sql`version + 1`, updated_at: now })
      .where('id', '=', landing.id).execute();

    const home = contents.find((row) => row.slug === 'home');
    if (!home) return;
    const seedValues: Record<string, unknown> = seed.homeValues;
    const filled = added.filter((field) => isEmpty(home.content[field.key]) && seedValues[field.key] !== undefined);
    if (!filled.length) return;
    await db.updateTable('module_contents')
      .set({
        content: write({ ...home.content, ...Object.fromEntries(filled.map((field) => [field.key, seedValues[field.key]])) }),
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
function withFields(stored: readonly Field[], added: readonly Field[], order: readonly string[]): Field[] {
  const fields = [...stored];
  for (const field of added) {
    const earlier = order.slice(0, order.indexOf(field.key)).reverse();
    const after = earlier.map((key) => fields.findIndex((each) => each.key === key)).find((index) => index >= 0) ?? -1;
    fields.splice(after + 1, 0, field);
  }
  return fields;
}

// The value rules of the types the added fields use, as this release's field registry had them.
const LOCALES = ['en', 'sv', 'tr'];
const LIMITS = { short: 1_000, long: 20_000, reference: 2_048, items: 100 };
/** U+0000 or a lone UTF-16 surrogate: text neither engine stores. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MEDIA_REFERENCE = /^(\/(?![/\\])|https?:\/\/)\S*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && !UNSTORABLE.test(value) && value.length <= max;

/** Trimmed text; blank text, null and an empty list are "not given" (undefined). */
function withoutBlank(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
}

/** Each language trimmed, blank languages left out; no language at all is "not given". */
function withoutBlankLocales(value: unknown): unknown {
  if (value === null) return undefined;
  if (!isObject(value)) return value;
  const kept = Object.entries(value).flatMap(([code, text]) => (typeof text !== 'string' ? [[code, text]] : text.trim() === '' ? [] : [[code, text.trim()]]));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** An http(s) URL the URL parser reads, at most `LIMITS.reference` long once tabs and line breaks are dropped. */
function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    if (!/^https?$/.test(new URL(value).protocol.replace(/:$/, ''))) return false;
  } catch {
    return false;
  }
  return isText(value.replace(/[\t\n\r]/g, ''), LIMITS.reference);
}

/** Whether the field would accept a content's stored value. */
function accepts(field: Field, stored: unknown): boolean {
  const value = field.type.startsWith('multilang_') ? withoutBlankLocales(stored) : withoutBlank(stored);
  if (value === undefined) return !field.required;
  switch (field.type) {
    case 'text':
      return isText(value, Math.min(field.max ?? LIMITS.short, LIMITS.short));
    case 'multilang_text':
    case 'multilang_textarea': {
      const cap = field.type === 'multilang_text' ? LIMITS.short : LIMITS.long;
      return isObject(value) && Object.entries(value).every(([code, text]) => LOCALES.includes(code) && isText(text, Math.min(field.max ?? cap, cap)));
    }
    case 'url':
      return typeof value === 'string' && isHttpUrl(value);
    case 'image':
      return isText(value, LIMITS.reference) && MEDIA_REFERENCE.test(value);
    case 'group': {
      const subFields = field.fields ?? [];
      return Array.isArray(value) && value.length <= LIMITS.items && value.every((row) => isObject(row)
        && Object.keys(row).every((key) => subFields.some((sub) => sub.key === key))
        && subFields.every((sub) => accepts(sub, row[sub.key])));
    }
    default:
      return false;
  }
}
