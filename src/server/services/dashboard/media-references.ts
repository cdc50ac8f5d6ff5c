import { UPLOAD_URL_PREFIX, uploadKeysIn } from '@/server/storage/file-storage';

/**
 * Removing a deleted file from the values that name it (a confirmed media delete): values name
 * an upload by its URL (`/api/uploads/<key>`, or absolute), as a field's whole value, an entry of
 * a list of files, or inside rich text (editor HTML) and markdown.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a text can name one of `keys`, most specific first, each with what it becomes. */
function patternsFor(keys: readonly string[]) {
  const url = `(?:https?:\\/\\/[^\\s"'<>()/]+)?${escaped(UPLOAD_URL_PREFIX)}(?:${keys.map(escaped).join('|')})(?![a-z0-9])(?:[?#][^\\s"'<>()]*)?`;
  const title = `(?:\\s+(?:"[^"]*"|'[^']*'))?`;
  return {
    /** The whole value is the reference (an image field, a header image, an entry of a gallery). */
    whole: new RegExp(`^\\s*${url}\\s*$`, 'i'),
    inText: [
      // A picture, video or audio element showing it goes; a figure left with no picture goes with it.
      [new RegExp(`<img\\b[^>]*?${url}[^>]*>`, 'gi'), ''],
      [new RegExp(`<(video|audio)\\b[^>]*?${url}[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), ''],
      [new RegExp(`<source\\b[^>]*?${url}[^>]*>`, 'gi'), ''],
      [/<figure\b[^>]*>\s*(?:<figcaption\b[^>]*>[\s\S]*?<\/figcaption>\s*)?<\/figure\s*>/gi, ''],
      // A link to it keeps its text.
      [new RegExp(`<a\\b[^>]*?\\bhref\\s*=\\s*(["']?)${url}\\1[^>]*>([\\s\\S]*?)<\\/a\\s*>`, 'gi'), '$2'],
      // Markdown: an image goes, a link keeps its text.
      [new RegExp(`!\\[[^\\]]*\\]\\(\\s*<?${url}>?${title}\\s*\\)`, 'gi'), ''],
      [new RegExp(`\\[([^\\]]*)\\]\\(\\s*<?${url}>?${title}\\s*\\)`, 'gi'), '$1'],
      // Anywhere else (plain text, an attribute the editor does not write): the URL itself.
      [new RegExp(url, 'gi'), ''],
    ] as const,
  };
}

/** Marks a value that was nothing but the reference: a list drops it, a field becomes empty. */
const WHOLE = Symbol('whole reference');

/**
 * `value` without any reference to the uploads `keys`: a field holding only the reference
 * becomes '' (the empty media value), a list of files loses that entry, rich text loses the
 * pictures showing it and keeps the text of links to it, and any other mention of its URL goes.
 * Values naming none of `keys` come back as they were (the same object).
 */
export function withoutUploads<T>(value: T, keys: Iterable<string>): T {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return value;
  const { whole, inText } = patternsFor(wanted);
  const names = (node: unknown) => [...uploadKeysIn(node)].some((key) => wanted.includes(key));

  const strip = (node: unknown): unknown => {
    if (!names(node)) return node;
    if (typeof node === 'string') {
      if (whole.test(node)) return WHOLE;
      return inText.reduce<string>((text, [pattern, replacement]) => text.replace(pattern, replacement), node);
    }
    if (Array.isArray(node)) return node.map(strip).filter((item) => item !== WHOLE);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, item]) => {
        const stripped = strip(item);
        return [name, stripped === WHOLE ? '' : stripped];
      }));
    }
    return node;
  };
  const result = strip(value);
  return (result === WHOLE ? '' : result) as T;
}
