import type { StoredFile } from '@/server/storage/file-storage';

/** What tus-js-client reads a file through (its FileReader and FileSource, which it does not export). */
interface TusFileSource {
  size: number;
  slice(start: number, end: number): Promise<{ value: Buffer & { size: number }; done: boolean }>;
  close(): void;
}

/**
 * tus-js-client's way into a stored file: each part it sends is read from the storage by its
 * range when asked (so a part sent again after a failure is read again, and no more than one
 * part is in memory), whichever driver holds the file.
 */
export const vimeoTusReader = {
  async openFile(file: StoredFile): Promise<TusFileSource> {
    return {
      size: file.size,
      async slice(start, end) {
        const last = Math.min(end, file.size) - 1;
        const value = last < start ? Buffer.alloc(0) : Buffer.from(await new Response(file.stream({ start, end: last })).arrayBuffer());
        // tus-js-client counts a part by its `size` (as a Blob has; its own Buffer source sets it too).
        return { value: Object.assign(value, { size: value.length }), done: last + 1 >= file.size };
      },
      close() {},
    };
  },
};
