import { randomBytes } from 'node:crypto';

/**
 * Where uploaded content files live. One small interface, so the media library (or a remote
 * store) can replace the local-disk implementation (local-file-storage.ts) without touching
 * the upload, content and revision code that uses it.
 */

/** Uploads are served from here (GET /api/uploads/{key}). */
export const UPLOAD_URL_PREFIX = '/api/uploads/';

/** The URL content refers to an upload by (what uploadKeysIn finds again). */
export function uploadUrl(key: string): string {
  return `${UPLOAD_URL_PREFIX}${key}`;
}

const KEY = '[0-9a-f]{32}\\.[a-z0-9]{1,10}';

/**
 * `<32 hex>.<ext>`: random (so a key can be cached for good and guessed by no one), and
 * nothing a path could escape through.
 */
export const UPLOAD_KEY_PATTERN = new RegExp(`^${KEY}$`);

/** A new key for a file ending in `.<extension>` (an extension that cannot be part of a key is refused). */
export function newUploadKey(extension: string): string {
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Not an upload extension: ${extension}`);
  return key;
}

/** A file being written is named so, and renamed to its key once complete: no key ever names half a file. */
export const partialName = () => `.partial-${randomBytes(8).toString('hex')}`;
export const PARTIAL_NAME_PATTERN = /^\.partial-[0-9a-f]{16}$/;

const KEY_IN_TEXT = new RegExp(`${UPLOAD_URL_PREFIX.replaceAll('/', '\\/')}(${KEY})(?![a-z0-9])`, 'g');

/** Every upload key a value (a content, a snapshot, rich text) refers to by its URL. */
export function uploadKeysIn(value: unknown): Set<string> {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return new Set([...text.matchAll(KEY_IN_TEXT)].map((match) => match[1]));
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  size: number;
  /** The file's bytes, or those of `range`. */
  stream(range?: ByteRange): ReadableStream<Uint8Array>;
}

export interface ListedFile {
  key: string;
  storedAt: Date;
}

export interface FileStorage {
  /** The name `storage` rows of the media table carry for files kept here. */
  readonly name: string;
  /** Stores the bytes under a new key ending in `.<extension>`; no file appears under the key unless all of it was written. */
  put(content: ReadableStream<Uint8Array>, extension: string): Promise<{ key: string; size: number }>;
  /** The file's bytes, or null when no file has that key (or the key is not one of ours). */
  open(key: string): Promise<StoredFile | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The URL pages and contents refer to the file by. */
  url(key: string): string;
  /** Every stored file, for the sweep of files no media row knows. */
  list(): AsyncIterable<ListedFile>;
  /** Deletes writes left unfinished (by a process that stopped mid-upload) untouched since `before`; answers how many. */
  removeUnfinished(before: Date): Promise<number>;
  /** Bytes free for new files (what an upload must leave a reserve of); null when the storage cannot tell. */
  freeBytes(): Promise<number | null>;
}
