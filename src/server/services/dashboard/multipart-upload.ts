import busboy from 'busboy';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiError, isApiError } from '../api-error';

/** A request's multipart body as it arrives: nothing of it has been read yet. */
export interface MultipartRequest {
  contentType: string | undefined;
  /** The body's declared length (Content-Length), when it has one: a hint, never a limit. */
  declaredBytes: number | null;
  body: ReadableStream<Uint8Array> | null;
}

export interface IncomingFile {
  /** The name the client gave it: shown to people, never trusted for its type. */
  fileName: string;
  stream: Readable;
}

/** A form of a few short text parts and its files; other parts beyond these are skipped unread. */
const LIMITS = { fields: 8, parts: 10, fieldSize: 4096, headerPairs: 20 };

/** The part name files come under (repeated for several). */
const FILE_PART = 'file';

/** A part's file name as browsers send it (UTF-8, with `"`, CR and LF percent-encoded, as the HTML standard says). */
const decodeFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

export interface MultipartOptions {
  /** Files the form may carry (default 1); one more is refused with `tooMany()`, before any of its bytes are stored. */
  maxFiles?: number;
  tooMany?: () => Error;
}

/**
 * Reads a multipart form as it streams in: its text parts are collected, and each part named
 * `file` goes to `receive` while it arrives (with the text parts sent before it), so no file is
 * ever held in memory. Once `receive` fails, or a file beyond `maxFiles` comes, no more of the
 * body is read; a body that breaks off fails the file's stream, and `receive` with it. Resolves
 * once all of the body was read and every `receive` is done, with their results in the order the
 * files came; a failure of `receive` wins over that of the body it caused. Whatever a `receive`
 * stored before another failed is the caller's to remove (it knows what it stored).
 */
export async function readMultipart<T>(
  request: MultipartRequest,
  receive: (file: IncomingFile, fieldsBefore: Readonly<Record<string, string>>) => Promise<T>,
  { maxFiles = 1, tooMany = () => new ApiError(400, 'bad_request') }: MultipartOptions = {},
): Promise<{ fields: Record<string, string>; received: T[] }> {
  let parser: busboy.Busboy;
  try {
    // One file past the limit is still announced, so it can be refused rather than dropped unseen.
    parser = busboy({ headers: { 'content-type': request.contentType ?? '' }, limits: { ...LIMITS, files: maxFiles + 1 }, defParamCharset: 'utf8' });
  } catch {
    throw new ApiError(415, 'unsupported_media_type');
  }
  if (!request.body) throw new ApiError(400, 'bad_request');
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const receiving: Promise<T>[] = [];
  // Which failed first: a refused file stops the reading (and its error explains the answer); a body cut off or malformed fails the file with it.
  let firstFailure: 'file' | 'body' | null = null;
  let refusal: unknown;
  const bodyFailed = () => {
    firstFailure ??= 'body';
  };
  const fileFailed = (error: unknown, stream: Readable) => {
    if (firstFailure === null) {
      firstFailure = 'file';
      refusal = error;
    }
    // Let go of the file (maybe never read: nothing listens for its errors) and of the rest of the body.
    stream.destroy();
    source.destroy();
  };
  source.once('error', bodyFailed);
  parser.once('error', bodyFailed);
  parser.on('field', (name, value, info) => {
    if (!info.valueTruncated) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== FILE_PART || firstFailure) {
      stream.resume();
      return;
    }
    if (receiving.length === maxFiles) {
      fileFailed(tooMany(), stream);
      return;
    }
    const received = receive({ fileName: decodeFileName(info.filename ?? ''), stream }, { ...fields });
    received.catch((error: unknown) => fileFailed(error, stream));
    receiving.push(received);
  });
  try {
    await pipeline(source, parser);
  } catch (error) {
    // Every receive settled, so the caller knows what each stored before answering.
    await Promise.allSettled(receiving);
    if (firstFailure === 'file') throw refusal;
    // The request's fault (and a client that went away hears nothing).
    throw isApiError(error) ? error : new ApiError(400, 'bad_request');
  }
  const settled = await Promise.allSettled(receiving);
  if (firstFailure === 'file') throw refusal;
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { fields, received: settled.map((result) => (result as PromiseFulfilledResult<T>).value) };
}
