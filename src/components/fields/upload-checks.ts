import { definitionOf, type ModuleField } from '@/shared/fields';

/**
 * The browser's checks of an upload before it is sent (the server checks again): the
 * field's accepted types, size per file and number of files.
 */

/** The types a field accepts: its own list, else its type's family (any type for a plain file). */
export function acceptOf(field: Pick<ModuleField, 'type' | 'upload'>): string[] {
  if (field.upload?.accept.length) return field.upload.accept;
  const family = definitionOf(field).upload?.family;
  return family ? [family] : [];
}

/** Whether a MIME type is one of the accepted types or `family/*` patterns (an empty list takes any). */
export function matchesAccept(mime: string, accept: readonly string[]): boolean {
  if (!accept.length) return true;
  const type = mime.toLowerCase();
  return accept.some((pattern) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern));
}

export const maxFilesOf = (field: Pick<ModuleField, 'upload'>) => field.upload?.max_files ?? 1;

export type UploadProblem =
  | { key: 'too_large'; values: { name: string; max: number } }
  | { key: 'wrong_type'; values: { name: string; accept: string } }
  | { key: 'too_many'; values: { max: number } };

/**
 * The chosen files that may be sent, and why the others may not: the wrong type, too large,
 * or beyond the number of files still free (with one file the new one replaces the old).
 */
export function checkFiles<F extends { name: string; size: number; type: string }>(
  files: readonly F[],
  field: Pick<ModuleField, 'type' | 'upload'>,
  alreadyChosen: number,
): { accepted: F[]; problems: UploadProblem[] } {
  const accept = acceptOf(field);
  const maxFiles = maxFilesOf(field);
  const maxSize = field.upload?.max_size;
  const problems: UploadProblem[] = [];
  const fitting = files.filter((file) => {
    if (!matchesAccept(file.type, accept)) problems.push({ key: 'wrong_type', values: { name: file.name, accept: readableAccept(accept) } });
    else if (maxSize !== undefined && file.size > maxSize) problems.push({ key: 'too_large', values: { name: file.name, max: maxSize } });
    else return true;
    return false;
  });
  const room = maxFiles === 1 ? 1 : Math.max(0, maxFiles - alreadyChosen);
  if (fitting.length > room) problems.push({ key: 'too_many', values: { max: maxFiles } });
  return { accepted: fitting.slice(0, room), problems };
}

/** An https link without spaces that the media value schema takes as it is. */
export function isHttpsLink(text: string): boolean {
  if (!/^https:\/\/[^\s]+$/.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** A file's name from its URL (the last path segment, decoded). */
export function fileNameOf(url: string): string {
  const segment = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in the largest unit under 1024 of it, written in the locale (e.g. "2.5 MB"; bytes spelt out: "512 bytes"). */
export function formatBytes(bytes: number, locale: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: unit ? 'short' : 'long', maximumFractionDigits: unit ? 1 : 0 }).format(size);
}

/** The accepted types as people read them: `image/*` as "image", `application/pdf` as "PDF". */
export function readableAccept(accept: readonly string[]): string {
  return accept.map((pattern) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : (pattern.split('/')[1] ?? pattern).toUpperCase())).join(', ');
}
