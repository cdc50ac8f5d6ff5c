import type { Locale } from '@/i18n/locales';
import { fieldType, localizedText, type FieldRules } from '@/shared/fields';
import type { MenuItem, PublicMenuItem } from '@/shared/types';

export { localizedText };

/** A content object with the values of its per-locale fields (the registry's `localized`) resolved to one locale. */
export function localizedContent(content: Record<string, unknown>, fields: readonly FieldRules[], locale: Locale): Record<string, unknown> {
  const multilang = new Set(fields.filter((field) => fieldType(field).localized).map((field) => field.key));
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, multilang.has(key) ? localizedText(value, locale) : value]),
  );
}

export function localizedMenuItem(item: MenuItem, locale: Locale): PublicMenuItem {
  const { label, children, ...link } = item;
  return {
    ...link,
    label: localizedText(label, locale),
    ...(children ? { children: children.map((child) => localizedMenuItem(child, locale)) } : {}),
  };
}
