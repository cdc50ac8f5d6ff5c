import { defaultLocale, locales } from '@/i18n/locales';
import { fieldText, fieldType, type ModuleField } from '@/shared/fields';
import { resolveSlugs, type LocalizedSlug } from '@/shared/localized-slug';
import { storedSlug } from '@/server/entities/slugs';
import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';

type JsonHelper = DbHandle['json'];

/** Longer search text is cut: a search matches what an editor would type, not whole articles. */
const SEARCH_TEXT_LIMIT = 4_000;

export interface SearchedContent {
  slug: LocalizedSlug;
  title: Partial<Record<string, string>>;
  content: Record<string, unknown>;
}

/** Fields whose values the dashboard's search matches: flagged searchable and searchable as text. */
export const searchedFields = (fields: readonly ModuleField[]) =>
  fields.filter((field) => field.table?.searchable && fieldType(field).search === 'text');

/**
 * `module_contents.search_text`: every slug, the title in every locale and the text of each
 * searched field (in every locale for per-locale types), lower-cased, one per line.
 */
export function contentSearchText(fields: readonly ModuleField[], item: SearchedContent): string {
  const words = new Set<string>(Object.values(resolveSlugs(item.slug)));
  for (const locale of locales) words.add(item.title[locale] ?? '');
  for (const field of searchedFields(fields)) {
    const value = item.content[field.key];
    for (const locale of fieldType(field).localized ? locales : [defaultLocale]) words.add(fieldText(field, value, locale));
  }
  return [...words].map((word) => word.trim()).filter(Boolean).join('\n').toLowerCase().slice(0, SEARCH_TEXT_LIMIT);
}

/** `module_contents.title_sort`: the default locale's title, lower-cased. */
export const titleSort = (title: Partial<Record<string, string>>) => (title[defaultLocale] ?? '').trim().toLowerCase();

/** Whether a module edit changes which fields the search matches (then every item's search text is written again). */
export function searchChanged(before: readonly ModuleField[], after: readonly ModuleField[]): boolean {
  const keys = (fields: readonly ModuleField[]) => searchedFields(fields).map((field) => `${field.key}:${field.type}`).sort().join(',');
  return keys(before) !== keys(after);
}

const REFRESH_BATCH = 1_000;

/** Writes the search text of every item of a module again, in the module edit's transaction. */
export async function refreshSearchText(trx: Trx, json: JsonHelper, moduleId: number, fields: readonly ModuleField[]): Promise<void> {
  for (let afterId = 0; ;) {
    const rows = await trx.selectFrom('module_contents').select(['id', 'slug', 'slugs', 'title', 'content'])
      .where('module_id', '=', moduleId).where('id', '>', afterId).orderBy('id').limit(REFRESH_BATCH).execute();
    for (const row of rows) {
      const search_text = contentSearchText(fields, {
        slug: storedSlug(json, row),
        title: json.read<Record<string, string>>(row.title) ?? {},
        content: json.read<Record<string, unknown>>(row.content) ?? {},
      });
      await trx.updateTable('module_contents').set({ search_text }).where('id', '=', row.id).execute();
    }
    if (rows.length < REFRESH_BATCH) return;
    afterId = rows[rows.length - 1].id;
  }
}
