import type { Locale } from '@/i18n/locales';
import type { PublicContent, PublicModuleField } from '@/lib/server/content';
import { fieldText, fieldType, type PageDisplay } from '@/shared/fields';

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

/** Other short values worth listing beside the body (label and display text). */
export function plainFields(fields: PublicModuleField[], item: PublicContent, locale: Locale, skip: readonly string[] = []): { label: string; value: string }[] {
  return shownAs(fields, 'text')
    .filter((field) => !skip.includes(field.key))
    .flatMap((field) => {
      const value = fieldText(field, item.content[field.key], locale);
      return value.trim() ? [{ label: field.label, value }] : [];
    });
}

/** Links to an item's files and videos, per field: the address and the file's name. */
export function fileLinks(fields: PublicModuleField[], item: PublicContent): { label: string; type: PublicModuleField['type']; links: { href: string; name: string }[] }[] {
  return shownAs(fields, 'link').flatMap((field) => {
    const value = item.content[field.key];
    const links = (Array.isArray(value) ? value : [value])
      .filter((href): href is string => typeof href === 'string' && href !== '')
      .map((href) => ({ href, name: fileName(href) }));
    return links.length ? [{ label: field.label, type: field.type, links }] : [];
  });
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
