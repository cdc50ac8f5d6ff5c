import { defaultLocale, type Locale } from '@/i18n/locales';
import type { MenuItem, ModuleField, PublicMenuItem } from '@/shared/types';

/** A `{ en, sv, tr }` value in one locale, falling back to English, then to any non-empty text. */
export function localizedText(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const texts = value as Record<string, unknown>;
  for (const candidate of [texts[locale], texts[defaultLocale], ...Object.values(texts)]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return '';
}

const isMultilang = (field: ModuleField) => field.type.startsWith('multilang_');

/** A content object with the values of its multilingual fields resolved to one locale. */
export function localizedContent(content: Record<string, unknown>, fields: readonly ModuleField[], locale: Locale): Record<string, unknown> {
  const multilang = new Set(fields.filter(isMultilang).map((field) => field.key));
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
