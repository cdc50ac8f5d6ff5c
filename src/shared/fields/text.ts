import { message, z } from '@/shared/schemas/zod-config';
import { boundedList, boundedText, defineEntry, LIMITS, scalarText, takes } from './base';

const plainText = takes({ bounds: 'chars', defaultInput: 'text' });

/** One line of text. */
export const text = defineEntry({ schema: (field) => boundedText(field, LIMITS.short), definition: plainText });

/** Several lines; shown with its line breaks. */
export const textarea = defineEntry({ schema: (field) => boundedText(field, LIMITS.long), definition: plainText });

export const email = defineEntry({
  schema: (field) => z.email(message('invalid_email')).max(Math.min(field.max ?? LIMITS.email, LIMITS.email)),
  definition: takes({ defaultInput: 'email' }),
});

/** Only http(s): the value becomes a link on public pages, so no `javascript:` or `data:`. */
export const url = defineEntry({
  schema: () => z.url({ protocol: /^https?$/, ...message('invalid_url') }).max(LIMITS.reference),
  definition: takes({ defaultInput: 'url' }),
});

/**
 * Rich text: the editor's HTML, stored as written and sanitised (sanitize-html: no script,
 * event handler, style or foreign scheme) by the content service before any page shows it.
 */
export const editor = defineEntry({
  schema: (field) => boundedText(field, LIMITS.long),
  richText: true,
  sort: 'none',
  page: 'rich_text',
  toText: (value) => htmlToText(scalarText(value)),
  definition: takes({ bounds: 'chars' }),
});

/** A list of short texts (e.g. tags). */
export const list = defineEntry({
  schema: (field) => boundedList(z.string().trim().min(1).max(LIMITS.short), field),
  sort: 'none',
  empty: () => [],
  toText: (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(', ') : ''),
  definition: takes({ bounds: 'items' }),
});

/** The words of some HTML, for cells and summaries (not for rendering: nothing here is sanitised). */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
}
