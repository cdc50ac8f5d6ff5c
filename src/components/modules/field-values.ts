import type { Locale } from '@/i18n/locales';
import type { ModuleItem, PublicContent, PublicModuleField, RelatedItem } from '@/shared/api/public-content';
import { contentHref } from '@/shared/content-href';
import type { InternalHref } from '@/shared/nav-link';
import { fieldDisplayText, fieldType, isPlainObject, type PageDisplay } from '@/shared/fields';

/** Fields the registry shows on a page as `display` (rich text, or a line of text), in field order. */
const shownAs = (fields: PublicModuleField[], display: PageDisplay) => fields.filter((field) => fieldType(field).page === display);

/** Rich-text fields of an item (already sanitised by the content service), in field order. */
export function richTextFields(fields: PublicModuleField[], item: PublicContent): { key: string; html: string }[] {
  return shownAs(fields, 'rich_text')
    .map((field) => ({ key: field.key, html: String(item.content[field.key] ?? '') }))
    .filter((entry) => entry.html.trim() !== '');
}

/** The pictures of an item's image fields (validated media references), in field order. */
export function imageUrls(fields: PublicModuleField[], item: PublicContent): string[] {
  return fields.filter((field) => field.type === 'image').flatMap((field) => {
    const value = item.content[field.key];
    return (Array.isArray(value) ? value : [value]).filter((url): url is string => typeof url === 'string' && url !== '');
  });
}

/** A value's line of text; a web address (http or https only, as its schema allows) also as the link's target. */
export interface TextValue { label: string; value: string; href?: string }

function textValue(field: PublicModuleField, raw: unknown, locale: Locale): TextValue[] {
  const value = fieldDisplayText(field, raw, locale);
  if (!value.trim()) return [];
  return [field.type === 'url' ? { label: field.label, value, href: value } : { label: field.label, value }];
}

/** Other short values worth listing beside the body (label and display text). */
export function plainFields(fields: PublicModuleField[], item: PublicContent, locale: Locale, skip: readonly string[] = []): TextValue[] {
  return shownAs(fields, 'text')
    .filter((field) => !skip.includes(field.key))
    .flatMap((field) => textValue(field, item.content[field.key], locale));
}

export interface FileLink { href: string; name: string }

/**
 * Links to an item's files and videos, per field: the address and the file's name (as it was
 * uploaded, from `fileNames`; else the last part of its address).
 */
export function fileLinks(fields: PublicModuleField[], item: PublicContent, fileNames: Record<string, string>): { label: string; type: PublicModuleField['type']; links: FileLink[] }[] {
  return shownAs(fields, 'link').flatMap((field) => {
    const links = filesOf(item.content[field.key], fileNames);
    return links.length ? [{ label: field.label, type: field.type, links }] : [];
  });
}

const filesOf = (value: unknown, fileNames: Record<string, string>): FileLink[] => (Array.isArray(value) ? value : [value])
  .filter((href): href is string => typeof href === 'string' && href !== '')
  .map((href) => ({ href, name: fileNames[href] ?? fileName(href) }));

export interface RelatedLink { href: InternalHref; title: string }

/** The published items a relation value names, in its order (drafts and deleted items are left out). */
function relatedOf(value: unknown, related: Record<number, RelatedItem>): RelatedLink[] {
  return (Array.isArray(value) ? value : [value]).flatMap((id) => {
    const target = typeof id === 'number' ? related[id] : undefined;
    return target ? [{ href: contentHref(target.moduleKey, target.moduleSlug, target.slug), title: target.title }] : [];
  });
}

/** Links to the published items an item's relation fields name, per field. */
export function relatedLinks(fields: PublicModuleField[], item: PublicContent, related: Record<number, RelatedItem>): { label: string; links: RelatedLink[] }[] {
  return shownAs(fields, 'related').flatMap((field) => {
    const links = relatedOf(item.content[field.key], related);
    return links.length ? [{ label: field.label, links }] : [];
  });
}

/** One value in a group's row: a line of text, or links (its files, or the items it names). */
export type RowCell = TextValue | ({ label: string } & ({ files: FileLink[] } | { items: RelatedLink[] }));

/**
 * An item's repeatable groups, per field: each row's non-empty sub-fields in field order, rich
 * text as plain text (a row is a short record, not a body), pictures and files as links.
 */
export function groupRows(fields: PublicModuleField[], item: PublicContent, locale: Locale, { related, fileNames }: Pick<ModuleItem, 'related' | 'fileNames'>): { label: string; rows: RowCell[][] }[] {
  return shownAs(fields, 'rows').flatMap((field) => {
    const value = item.content[field.key];
    const rows = (Array.isArray(value) ? value : [])
      .filter(isPlainObject)
      .map((row) => (field.fields ?? []).flatMap((sub) => rowCell(sub, row[sub.key], locale, { related, fileNames })))
      .filter((cells) => cells.length > 0);
    return rows.length ? [{ label: field.label, rows }] : [];
  });
}

function rowCell(field: PublicModuleField, value: unknown, locale: Locale, { related, fileNames }: Pick<ModuleItem, 'related' | 'fileNames'>): RowCell[] {
  const display = field.type === 'image' ? 'link' : fieldType(field).page;
  if (display === 'link') {
    const files = filesOf(value, fileNames);
    return files.length ? [{ label: field.label, files }] : [];
  }
  if (display === 'related') {
    const items = relatedOf(value, related);
    return items.length ? [{ label: field.label, items }] : [];
  }
  return display === 'text' || display === 'rich_text' ? textValue(field, value, locale) : [];
}

/** The last segment of a media reference's path, decoded where it can be. */
function fileName(href: string): string {
  const segment = href.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? href;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
