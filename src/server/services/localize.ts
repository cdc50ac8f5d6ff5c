import type { Locale } from '@/i18n/locales';
import { fieldType, isPlainObject, localizedText, type FieldRules } from '@/shared/fields';
import type { MenuItem, PublicMenuItem } from '@/shared/types';

export { localizedText };

/** A content object with the values of its per-locale fields (the registry's `localized`) resolved to one locale, a group's rows included. */
export function localizedContent(content: Record<string, unknown>, fields: readonly FieldRules[], locale: Locale): Record<string, unknown> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const localized = (field: FieldRules | undefined, value: unknown): unknown => {
    if (field && fieldType(field).localized) return localizedText(value, locale);
    const rowFields = field?.fields;
    if (rowFields && Array.isArray(value)) return value.map((row) => (isPlainObject(row) ? localizedContent(row, rowFields, locale) : row));
    return value;
  };
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, localized(byKey.get(key), value)]));
}

export function localizedMenuItem(item: MenuItem, locale: Locale): PublicMenuItem {
  const { label, children, ...link } = item;
  return {
    ...link,
    label: localizedText(label, locale),
    ...(children ? { children: children.map((child) => localizedMenuItem(child, locale)) } : {}),
  };
}
