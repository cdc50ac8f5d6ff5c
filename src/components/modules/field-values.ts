import type { PublicContent, PublicModuleField } from '@/lib/server/content';

const RICH_TEXT = new Set(['editor', 'multilang_editor']);
const NOT_SHOWN_AS_TEXT = new Set(['file', 'image', 'video', 'switch', 'checkbox']);

/** Rich-text fields of an item, in field order. */
export function richTextFields(fields: PublicModuleField[], item: PublicContent): { key: string; html: string }[] {
  return fields
    .filter((field) => RICH_TEXT.has(field.type))
    .map((field) => ({ key: field.key, html: String(item.content[field.key] ?? '') }))
    .filter((entry) => entry.html.trim() !== '');
}

/** Other short values worth listing beside the body (label and display text). */
export function plainFields(fields: PublicModuleField[], item: PublicContent, skip: readonly string[] = []): { label: string; value: string }[] {
  return fields
    .filter((field) => !RICH_TEXT.has(field.type) && !NOT_SHOWN_AS_TEXT.has(field.type) && !skip.includes(field.key))
    .flatMap((field) => {
      const raw = item.content[field.key];
      const option = field.options.find((candidate) => candidate.value === raw);
      const value = option?.label ?? (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');
      return value.trim() ? [{ label: field.label, value }] : [];
    });
}

/** A text field's value, or ''. */
export function textOf(item: PublicContent, key: string): string {
  const value = item.content[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The item's `ordering` field when it has one, else its row order. */
export function orderingOf(item: PublicContent): number {
  const value = Number(item.content.ordering);
  return Number.isFinite(value) ? value : item.ordering;
}
