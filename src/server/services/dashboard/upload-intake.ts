import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { Readable } from 'node:stream';
import type { FileStorage } from '@/server/storage/file-storage';
import { streamedBufferCollector } from '@/server/streamed-buffers';
import { fieldError } from '../api-error';
import { textChecker } from './upload-rules';

/**
 * Bytes read before a file is judged: enough for file-type's detectors (4 100) and for an
 * image's header (a JPEG's size may come after a large EXIF block).
 */
export const HEAD_BYTES = 64 * 1024;

/** What a file's first bytes show. */
export interface Sniffed {
  /** The type its magic bytes name; undefined for text, which has none. */
  type: { mime: string; ext: string } | undefined;
  /** An image's declared width and height, when its header tells them. */
  dimensions: { width: number; height: number } | undefined;
}

/** The type a file is stored as; `text` when no magic bytes named it (then all of it must be UTF-8 without NUL). */
export interface UploadType {
  mime: string;
  ext: string;
  text: boolean;
}

export interface IntakeOptions {
  /** Bytes the file may have; one more and the error `overLimit` gives is thrown. */
  limitBytes: number;
  overLimit(): Promise<Error> | Error;
  /** Judges the file by its first bytes before any of it is stored: the type to store it as, or throws. */
  judge(sniffed: Sniffed): UploadType;
}

async function readHead(iterator: AsyncIterator<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(chunks, length);
}

async function sniff(head: Buffer): Promise<Sniffed> {
  const type = await fileTypeFromBuffer(head);
  let dimensions: Sniffed['dimensions'];
  if (type?.mime.startsWith('image/')) {
    try {
      const { width, height } = imageSize(head);
      dimensions = { width, height };
    } catch {
      // A header image-size cannot read (or not within the first bytes): its size stays unknown.
    }
  }
  return { type: type && { mime: type.mime, ext: type.ext }, dimensions };
}

/** A file the intake stored. */
export interface IntakenFile {
  key: string;
  /** The name of the driver holding it (FileStorage.name). */
  storage: string;
  size: number;
  type: UploadType;
  /** Hex SHA-256 of all of its bytes, hashed as they streamed through. */
  sha256: string;
  /** An image's width and height as its header declares them. */
  dimensions: Sniffed['dimensions'];
}

/**
 * Stores a file while it streams in: judged by its first bytes, then written through the
 * storage `storageFor` picks for its type chunk by chunk, counted, hashed, and cut off past
 * `limitBytes` (text also where it stops being UTF-8). The storage keeps nothing of a write
 * that failed, so neither does this.
 */
export async function intakeUpload(storageFor: (type: UploadType) => Promise<FileStorage>, stream: Readable, options: IntakeOptions): Promise<IntakenFile> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const head = await readHead(iterator);
    if (head.length === 0) throw fieldError('file', 'invalid_file_format');
    if (head.length > options.limitBytes) throw await options.overLimit();
    const sniffed = await sniff(head);
    const type = options.judge(sniffed);
    const text = type.text ? textChecker() : null;
    const hash = createHash('sha256');
    const streamed = streamedBufferCollector();
    let size = 0;
    async function* checked(): AsyncGenerator<Buffer> {
      for (let chunk: Buffer | undefined = head; chunk;) {
        size += chunk.length;
        if (size > options.limitBytes) throw await options.overLimit();
        if (text && !text.chunk(chunk)) throw fieldError('file', 'invalid_file_type');
        hash.update(chunk);
        yield chunk;
        streamed(chunk.length);
        const next = await iterator.next();
        chunk = next.done ? undefined : next.value;
      }
      if (text && !text.end()) throw fieldError('file', 'invalid_file_type');
    }
    const extension = /^[a-z0-9]{1,10}$/.test(type.ext) ? type.ext : 'bin';
    const files = await storageFor(type);
    const stored = await files.put(Readable.toWeb(Readable.from(checked(), { objectMode: false })) as ReadableStream<Uint8Array>, extension);
    return { ...stored, storage: files.name, type, sha256: hash.digest('hex'), dimensions: sniffed.dimensions };
  } finally {
    // Whatever was not read (a refused file) is let go, so the rest of the form can pass.
    await iterator.return?.();
  }
}
