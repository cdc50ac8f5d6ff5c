import { ZodError } from 'zod';
import type { DashboardModule } from '@/shared/api/modules';
import { definitionOf, fieldType, type ModuleField } from '@/shared/fields';
import { ValidationError } from '../api-error';

/** Bytes per file when neither the field nor the module says (the seeded modules' 10 MB). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 ** 2;

/**
 * The largest image an upload may declare in its header (a decompression bomb declares far
 * more than it carries): pixels a side, and pixels in all.
 */
export const IMAGE_DIMENSION_LIMITS = { side: 20_000, pixels: 100_000_000 } as const;

const MB = 1024 ** 2;

/** SVG can carry script: never an image field's value (a file field may take it, served as a download). */
const REFUSED_IMAGES = new Set(['image/svg+xml']);

type UploadModule = Pick<DashboardModule, 'fields' | 'upload_config'>;

/** Every item's header image (not one of the module's fields): an image, by the default size. */
export const HEADER_IMAGE_FIELD: ModuleField = { key: 'header_image', label: {}, type: 'image', required: false };

/** The rules an upload for `field` follows: its own, an image's for a rich-text field's inline pictures, none for other types. */
function uploadRules(field: ModuleField): ModuleField | null {
  if (definitionOf(field).upload) return field;
  return fieldType(field).richText ? { ...field, type: 'image' } : null;
}

/**
 * The rules of an upload for the field at `path` (`gallery`, inside a group `slides.picture`,
 * or `header_image`): a file, image or video field's own, an image's for a rich-text field;
 * null when the path names no field that takes files.
 */
export function uploadFieldAt(fields: readonly ModuleField[], path: string, topLevel = true): ModuleField | null {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.key === head);
  if (!field) return topLevel && path === HEADER_IMAGE_FIELD.key ? HEADER_IMAGE_FIELD : null;
  if (rest.length === 0) return uploadRules(field);
  return definitionOf(field).subFields ? uploadFieldAt(field.fields ?? [], rest.join('.'), false) : null;
}

/** The most bytes one file of `field` may have: its own limit, lowered by the module's when set. */
export function maxUploadBytes(module: UploadModule, field: ModuleField): number {
  const own = field.upload?.max_size ?? DEFAULT_UPLOAD_MAX_BYTES;
  return module.upload_config ? Math.min(own, Math.floor(module.upload_config.max_size_mb * MB)) : own;
}

/** The most bytes any one upload to the module may have: its most generous upload field's limit. */
export function largestUploadBytes(module: UploadModule): number {
  const largest = (fields: readonly ModuleField[]): number => Math.max(0, ...fields.map((field) => {
    if (definitionOf(field).subFields) return largest(field.fields ?? []);
    const rules = uploadRules(field);
    return rules ? maxUploadBytes(module, rules) : 0;
  }));
  return Math.max(largest(module.fields), maxUploadBytes(module, HEADER_IMAGE_FIELD));
}

/**
 * 422 ("must be at most …") at the module's `upload_config.max_size_mb` or a field's
 * `upload.max_size` (inside groups too) that allows more than `capBytes` (MAX_UPLOAD_BYTES).
 */
export function assertUploadSizesWithin(module: UploadModule, capBytes: number): void {
  const over: { path: (string | number)[]; value: number; maximum: number }[] = [];
  const capMb = Math.floor((capBytes / MB) * 1000) / 1000;
  if (module.upload_config && module.upload_config.max_size_mb > capMb) {
    over.push({ path: ['upload_config', 'max_size_mb'], value: module.upload_config.max_size_mb, maximum: capMb });
  }
  const visit = (fields: readonly ModuleField[], path: (string | number)[]) => fields.forEach((field, index) => {
    const maxSize = field.upload?.max_size;
    if (maxSize !== undefined && maxSize > capBytes) over.push({ path: [...path, index, 'upload', 'max_size'], value: maxSize, maximum: capBytes });
    if (field.fields) visit(field.fields, [...path, index, 'fields']);
  });
  visit(module.fields, ['fields']);
  if (over.length === 0) return;
  throw new ValidationError(new ZodError(over.map(({ path, value, maximum }) => ({
    code: 'too_big' as const, origin: 'number' as const, maximum, inclusive: true, path, input: value, message: 'validation.too_big',
  }))));
}

/** Whether an image's declared size stays within IMAGE_DIMENSION_LIMITS. */
export function imageDimensionsAllowed(width: number, height: number): boolean {
  const { side, pixels } = IMAGE_DIMENSION_LIMITS;
  return width <= side && height <= side && width * height <= pixels;
}

/** `image/png` against `image/png` or `image/*`. */
const matches = (pattern: string, mime: string) =>
  pattern === mime || (pattern.endsWith('/*') && mime.startsWith(pattern.slice(0, -1)));

/** Whether a file of this (detected) MIME type may go into the field: its type's family, its `accept` list and the module's types. */
export function acceptsType(module: UploadModule, field: ModuleField, mime: string): boolean {
  const family = definitionOf(field).upload?.family;
  if (family === 'image/*' && REFUSED_IMAGES.has(mime)) return false;
  if (family && !matches(family, mime)) return false;
  const accept = field.upload?.accept ?? [];
  if (accept.length > 0 && !accept.some((pattern) => matches(pattern, mime))) return false;
  const moduleTypes = module.upload_config?.mime_types ?? [];
  return moduleTypes.length === 0 || moduleTypes.some((pattern) => matches(pattern, mime));
}

/** Text has no magic bytes: a file none announce is CSV by its name, else plain text (if all of it is UTF-8 without NUL, see textChecker). */
export function textTypeOf(fileName: string): { mime: string; ext: string } {
  return /\.csv$/i.test(fileName) ? { mime: 'text/csv', ext: 'csv' } : { mime: 'text/plain', ext: 'txt' };
}

/** Whether a text file of this type may go into the field: only where its `accept` names a text type, and the module's types allow it. */
export function acceptsText(module: UploadModule, field: ModuleField, mime: string): boolean {
  return (field.upload?.accept ?? []).some((pattern) => matches(pattern, mime)) && acceptsType(module, field, mime);
}

/** Checks text chunk by chunk as it streams in: false as soon as a chunk is not UTF-8 or holds a NUL byte, and at the end for a cut-off character. */
export function textChecker(): { chunk(bytes: Uint8Array): boolean; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const valid = (decode: () => unknown) => {
    try {
      decode();
      return true;
    } catch {
      return false;
    }
  };
  return {
    chunk: (bytes) => !bytes.includes(0) && valid(() => decoder.decode(bytes, { stream: true })),
    end: () => valid(() => decoder.decode()),
  };
}

/** Shown inline by browsers and safe so (with nosniff and a sandbox CSP); everything else is a download. */
export const isInlineType = (mime: string) => (/^(image|video|audio)\//.test(mime) && !REFUSED_IMAGES.has(mime)) || mime === 'application/pdf';

/** Controls (C0, DEL, C1), `"`, and the invisible characters that reorder or hide text: bidi marks, overrides and isolates, zero-width characters. */
const UNSHOWN_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Device names Windows saves no file under, whatever follows the first dot (`CON.png`). */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/** Other spellings of a stored extension a name may keep. */
const EXTENSION_ALIASES: Readonly<Record<string, readonly string[]>> = { jpg: ['jpeg', 'jpe', 'jfif'], tif: ['tiff'], mpg: ['mpeg'] };

const MAX_FILE_NAME = 255;

/**
 * The name a file was uploaded under, as shown to people and offered when it downloads: no
 * folders, no control or reordering characters (`\u202Egnp.exe`), no leading dot, no trailing dot
 * or space, no Windows device name, at most 255 characters (never half of one), and ending in
 * the extension of the type its bytes were found to be (plain text named `notes.html` downloads
 * as `notes.html.txt`, never as a page).
 */
export function cleanFileName(name: string, extension: string): string {
  const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');
  let base = trimEnds((name.split(/[/\\]/).pop() ?? '').replace(UNSHOWN_NAME_CHARACTERS, ''));
  if (WINDOWS_DEVICE_NAME.test(base)) base = `_${base}`;
  const dot = base.lastIndexOf('.');
  const own = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const [stem, suffix] = own === extension || EXTENSION_ALIASES[extension]?.includes(own) ? [base.slice(0, dot), base.slice(dot)] : [base, `.${extension}`];
  return `${trimEnds([...stem].slice(0, MAX_FILE_NAME - suffix.length).join('')) || 'upload'}${suffix}`;
}
