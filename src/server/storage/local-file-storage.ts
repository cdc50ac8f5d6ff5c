import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { newUploadKey, partialName, PARTIAL_NAME_PATTERN, UPLOAD_KEY_PATTERN, uploadUrl, type FileStorage } from './file-storage';

/** Only the server reads the files (it serves them itself), as for avatars. */
const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;

/** Uploaded content files under `<data dir>/uploads`, one file per key. */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const directory = path.join(dataDir, 'uploads');
  // Keys are checked before they reach a path, so `..`, slashes and the like never do.
  const fileOf = (key: string) => (UPLOAD_KEY_PATTERN.test(key) ? path.join(directory, key) : null);

  async function names(): Promise<string[]> {
    try {
      return await fs.readdir(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    name: 'local',

    async put(content, extension) {
      const key = newUploadKey(extension);
      const target = path.join(directory, key);
      await fs.mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY });
      // Written aside and renamed: a failed or cut-off write never leaves a file under the key.
      const partial = path.join(directory, partialName());
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(Readable.fromWeb(content as WebReadableStream<Uint8Array>), count, createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE }));
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { key, size };
    },

    async open(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const { size } = await fs.stat(file);
        return { size, stream: (range) => Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array> };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      const file = fileOf(key);
      if (file) await fs.rm(file, { force: true });
    },

    url: uploadUrl,

    async removeUnfinished(before) {
      let removed = 0;
      for (const name of await names()) {
        if (!PARTIAL_NAME_PATTERN.test(name)) continue;
        const file = path.join(directory, name);
        // A write in progress keeps touching its file; one untouched since `before` was abandoned.
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || stat.mtime >= before) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },

    async freeBytes() {
      await fs.mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY });
      const { bavail, bsize } = await fs.statfs(directory);
      return bavail * bsize;
    },

    async *list() {
      for (const name of await names()) {
        if (!UPLOAD_KEY_PATTERN.test(name)) continue;
        const stat = await fs.stat(path.join(directory, name)).catch(() => null);
        if (stat?.isFile()) yield { key: name, storedAt: stat.mtime };
      }
    },
  };
}
