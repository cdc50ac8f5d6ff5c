import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const MIME_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
const TYPE_OF_EXTENSION: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the file's first bytes (its magic number) announce; the name and the declared type are never trusted. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

/** Only the server reads the files (it serves them itself). */
const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;

/** Avatars are served from here (GET /api/avatars/{file}). */
export const AVATAR_URL_PREFIX = '/api/avatars/';
/** `<user id>-<16 hex>.<ext>`: unguessable, and nothing a path could escape through. */
export const AVATAR_FILE_PATTERN = /^\d{1,10}-[0-9a-f]{16}\.(png|jpg|webp|gif)$/;

export interface StoredAvatar {
  bytes: Uint8Array;
  mimeType: string;
}

/** Avatar images as files under `<data dir>/avatars`. */
export function createAvatarStore(dataDir: string) {
  const directory = path.join(dataDir, 'avatars');
  const fileOf = (url: string | null): string | null => {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    return AVATAR_FILE_PATTERN.test(name) ? name : null;
  };

  return {
    /** Writes the image and returns the URL it is served at. */
    async save(userId: number, bytes: Uint8Array, type: ImageType): Promise<string> {
      await fs.mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY });
      const name = `${userId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
      await fs.writeFile(path.join(directory, name), bytes, { flag: 'wx', mode: PRIVATE_FILE });
      return `${AVATAR_URL_PREFIX}${name}`;
    },

    /** Deletes an avatar saved here; other values (none, a foreign URL) are left alone. */
    async remove(url: string | null): Promise<void> {
      const name = fileOf(url);
      if (name) await fs.rm(path.join(directory, name), { force: true });
    },

    async read(name: string): Promise<StoredAvatar | null> {
      if (!AVATAR_FILE_PATTERN.test(name)) return null;
      try {
        const bytes = new Uint8Array(await fs.readFile(path.join(directory, name)));
        return { bytes, mimeType: MIME_TYPES[TYPE_OF_EXTENSION[name.split('.').pop()!]] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
