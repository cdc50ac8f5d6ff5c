import { createCipheriv, createHash } from 'node:crypto';
import { Upload } from 'tus-js-client';
import type { ApiResponse } from '@/shared/api/envelope';
import type { MediaUpload } from '@/shared/api/media';

/** An MP4 `ftyp` box: the server's type check (from the bytes) takes the file as video/mp4, whatever follows. */
const MP4_HEAD = Buffer.from('00000018667479706973666d0000020069736f6d69736f32', 'hex');
const HASH_SLICE = 8 * 1024 ** 2;

/**
 * A file of `size` bytes that exists nowhere: any range of it is computed on demand (an MP4
 * header, then the AES-128-CTR keystream of `seed`, so each byte depends only on its offset),
 * never the whole of it in memory. The same seed gives the same bytes; another seed, other bytes.
 */
export interface GeneratedFile {
  size: number;
  slice(start: number, end: number): Buffer;
  /** Hex SHA-256 of all of it, read slice by slice. */
  sha256(): string;
}

export function generatedFile(size: number, seed: string): GeneratedFile {
  const key = createHash('sha256').update(seed).digest().subarray(0, 16);
  function slice(start: number, end: number): Buffer {
    const to = Math.min(end, size);
    if (to <= start) return Buffer.alloc(0);
    const block = start - (start % 16);
    const counter = Buffer.alloc(16);
    counter.writeBigUInt64BE(BigInt(block / 16), 8);
    const bytes = createCipheriv('aes-128-ctr', key, counter).update(Buffer.alloc(to - block)).subarray(start - block);
    if (start < MP4_HEAD.length) MP4_HEAD.copy(bytes, 0, start, Math.min(MP4_HEAD.length, to));
    return bytes;
  }
  return {
    size,
    slice,
    sha256() {
      const hash = createHash('sha256');
      for (let offset = 0; offset < size; offset += HASH_SLICE) hash.update(slice(offset, offset + HASH_SLICE));
      return hash.digest('hex');
    },
  };
}

export interface TusUploadOptions {
  token: string;
  /** Upload-Metadata: `filename` (default `generated.mp4`), `module`. */
  metadata?: Record<string, string>;
  /** Bytes per PATCH (default: the rest of the file in one). */
  chunkSize?: number;
  language?: string;
  /** Delays between retries of a failed request (default: four quick ones). */
  retryDelays?: number[];
}

export interface TusOutcome {
  /** The upload's URL. */
  url: string;
  /** The last answer's status and envelope (null for a HEAD or a tus answer without one). */
  status: number;
  body: ApiResponse<MediaUpload> | null;
}

/** Uploads `file` with tus-js-client (its Node side) to `endpoint`; rejects with tus-js-client's error. */
export function tusUpload(endpoint: string, file: GeneratedFile, { token, metadata = {}, chunkSize, language = 'en', retryDelays = [0, 100, 300, 600] }: TusUploadOptions): Promise<TusOutcome> {
  return new Promise((resolve, reject) => {
    // Any input will do with a file reader of one's own; the type asks for a Blob, Buffer or reader.
    const upload = new Upload(file as unknown as Buffer, {
      endpoint,
      headers: { authorization: `Bearer ${token}`, 'x-language': language },
      metadata: { filename: 'generated.mp4', ...metadata },
      ...(chunkSize ? { chunkSize } : {}),
      retryDelays,
      fileReader: {
        openFile: async () => ({
          size: file.size,
          // The length is declared at creation: `done` only matters to a deferred one.
          slice: async (start: number, end: number) => ({ value: file.slice(start, end), done: false }),
          close: () => undefined,
        }),
      },
      onSuccess: ({ lastResponse }) => {
        let body: ApiResponse<MediaUpload> | null = null;
        try {
          body = JSON.parse(lastResponse.getBody()) as ApiResponse<MediaUpload>;
        } catch {
          // A HEAD, or tus's own answer: no envelope.
        }
        resolve({ url: upload.url!, status: lastResponse.getStatus(), body });
      },
      onError: reject,
    });
    upload.start();
  });
}
