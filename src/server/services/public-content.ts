import type { Locale } from '@/i18n/locales';
import type { ModuleContentRow } from '@/server/db/schema';
import type { DbHandle } from '@/server/db/connect';
import { urlSlugs } from '@/server/entities/slugs';
import type { PublicContent, PublicModule, PublicModuleField } from '@/shared/api/public-content';
import { definitionOf, isPlainObject, type ModuleField } from '@/shared/fields';
import { localizedContent, localizedText } from './localize';
import type { CataloguedModule } from './modules';
import { sanitizedContent } from './rich-text';

/** Modules and items as the public site shows them: resolved to one locale, rich text sanitised. */

function toPublicField(field: ModuleField, locale: Locale): PublicModuleField {
  const { label, options, fields, table: _table, default: _default, ...rules } = field;
  return {
    ...rules,
    label: localizedText(label, locale) || field.key,
    required: field.required === true,
    options: (options ?? []).map((option) => ({ label: localizedText(option.label, locale) || option.value, value: option.value })),
    ...(fields ? { fields: fields.map((sub) => toPublicField(sub, locale)) } : {}),
  };
}

export function toPublicModule(module: CataloguedModule, locale: Locale): PublicModule {
  return {
    id: module.id,
    key: module.key,
    slug: module.slugs[locale],
    slugs: module.slugs,
    type: module.type,
    name: localizedText(module.name, locale) || module.key,
    icon: module.icon,
    fields: module.fields.map((field) => toPublicField(field, locale)),
  };
}

export function toPublicContent(json: DbHandle['json'], row: ModuleContentRow, module: CataloguedModule, locale: Locale): PublicContent {
  const content = sanitizedContent(localizedContent(json.read<Record<string, unknown>>(row.content) ?? {}, module.fields, locale), module.fields);
  const slugs = urlSlugs(json, row);
  return {
    id: row.id,
    slug: slugs[locale],
    slugs,
    status: row.status,
    title: localizedText(json.read(row.title), locale),
    header: localizedText(json.read(row.header), locale) || null,
    header_image: row.header_image,
    content,
    ordering: row.ordering,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The content ids an item's relation fields hold, a group's rows included. */
export function relationIds(content: Record<string, unknown>, fields: readonly ModuleField[]): number[] {
  return fields.flatMap((field) => {
    const value = content[field.key];
    if (definitionOf(field).relation) return (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isSafeInteger(id));
    if (field.fields && Array.isArray(value)) return value.flatMap((row) => (isPlainObject(row) ? relationIds(row, field.fields!) : []));
    return [];
  });
}
