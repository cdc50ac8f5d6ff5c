import sanitizeHtml from 'sanitize-html';
import { fieldType, isPlainObject, type ModuleField } from '@/shared/fields';

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2', 'del', 'ins', 'mark', 's', 'u', 'sub', 'sup'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank'
      ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
      : { tagName, attribs }),
  },
};

/** Editor HTML made safe to render: no scripts, event handlers, styles or foreign schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

/**
 * Resolved content with every rich-text value sanitised, a group's rows included; a page's own
 * rich-text fields read '' when empty, a row's stay absent.
 */
export function sanitizedContent(content: Record<string, unknown>, fields: readonly ModuleField[], inRow = false): Record<string, unknown> {
  const result = { ...content };
  for (const field of fields) {
    const value = content[field.key];
    if (fieldType(field).richText) {
      if (typeof value === 'string' || !inRow) result[field.key] = sanitizeRichText(typeof value === 'string' ? value : '');
    } else if (field.fields && Array.isArray(value)) {
      result[field.key] = value.map((row) => (isPlainObject(row) ? sanitizedContent(row, field.fields!, true) : row));
    }
  }
  return result;
}
