import { defaultLocale, type Locale } from '@/i18n/locales';
import { fieldType, isPlainObject, type ModuleField } from '@/shared/fields';

/**
 * The content editor's value transforms: what a control shows from a stored value and the
 * stored value it hands back. Pure, so each type's round trip is tested without a browser.
 */

type Labelled = Pick<ModuleField, 'key' | 'label'>;

/** The label in the dashboard's language, else in the default locale, else the key. */
export function fieldLabel(field: Labelled, uiLocale: Locale): string {
  return field.label[uiLocale] || field.label[defaultLocale] || field.key;
}

/** The field's options with labels in the dashboard's language (else the default locale's, else the value). */
export function optionsIn(field: Pick<ModuleField, 'options'>, uiLocale: Locale): { value: string; label: string }[] {
  return (field.options ?? []).map((option) => {
    const label = typeof option.label === 'string' ? option.label : option.label[uiLocale] || option.label[defaultLocale];
    return { value: option.value, label: label || option.value };
  });
}

/** A stored scalar as the text an input shows. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Text typed into a number input as the stored number; blank (or no number) is "not given". */
export function numberFrom(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * What a number input shows: the text being typed while it still means the stored number
 * (so "1." or "1e" are not rewritten under the cursor), else the stored number itself.
 */
export function numberShown(draft: string, value: unknown): string {
  const stored = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  return numberFrom(draft) === stored ? draft : textOf(value);
}

/** One language of a `{ en, sv, tr }` value. */
export function localeText(value: unknown, locale: Locale): string {
  return isPlainObject(value) && typeof value[locale] === 'string' ? value[locale] : '';
}

/** The `{ en, sv, tr }` value with one language changed; a blank language is left out. */
export function withLocaleText(value: unknown, locale: Locale, text: string): Record<string, unknown> {
  const { [locale]: _previous, ...others } = isPlainObject(value) ? value : {};
  return text === '' ? others : { ...others, [locale]: text };
}

/** A stored choice list (checkboxes, list items, files) as strings; anything else is empty. */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** A stored relation (one id or a list of them) as a list of ids. */
export function idList(value: unknown): number[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is number => typeof item === 'number' && Number.isInteger(item) && item > 0);
}

/** The list with the item at `from` moved to `to` (positions clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, position) => position !== index);
}

/** A list with `item` added at the end unless already there. */
export function addUnique<T>(items: readonly T[], item: T): T[] {
  return items.includes(item) ? [...items] : [...items, item];
}

/** A group's rows as stored: a list of objects; anything else has no rows. */
export function groupRows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** A new group row: each sub-field's default, else the value of its untouched control. */
export function emptyRow(fields: readonly ModuleField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, field.default ?? fieldType(field).empty(field)]));
}

/** React keys for `count` list items: the known ones in order, new ones numbered after the highest. */
export function alignKeys(keys: readonly number[], count: number): number[] {
  const aligned = keys.slice(0, count);
  let next = keys.length ? Math.max(...keys) + 1 : 0;
  while (aligned.length < count) aligned.push(next++);
  return aligned;
}
