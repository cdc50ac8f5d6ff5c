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

/** A form of a few short text parts and one file; anything beyond is skipped unread. */
const LIMITS = { files: 1, fields: 8, parts: 10, fieldSize: 4096, headerPairs: 20 };

/** A part's file name as browsers send it (UTF-8, with `"`, CR and LF percent-encoded, as the HTML standard says). */
const decodeFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/**
 * Reads a multipart form as it streams in: its text parts are collected, and its part named
 * `file` goes to `receive` while it arrives (with the text parts sent before it), so no file is
 * ever held in memory. Once `receive` fails, no more of the body is read; a body that breaks off
 * fails the file's stream, and `receive` with it. Resolves once all of the body was read and
 * `receive` is done; a failure of `receive` wins over that of the body it caused.
 */
export async function readMultipart<T>(
  request: MultipartRequest,
  receive: (file: IncomingFile, fieldsBefore: Readonly<Record<string, string>>) => Promise<T>,
): Promise<{ fields: Record<string, string>; received: T | null }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': request.contentType ?? '' }, limits: LIMITS, defParamCharset: 'utf8' });
  } catch {
    throw new ApiError(415, 'unsupported_media_type');
  }
  if (!request.body) throw new ApiError(400, 'bad_request');
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let receiving: Promise<T> | null = null;
  // Which failed first: a refused file stops the reading (and its error explains the answer); a body cut off or malformed fails the file with it.
  let firstFailure: 'file' | 'body' | null = null;
  const bodyFailed = () => {
    firstFailure ??= 'body';
  };
  source.once('error', bodyFailed);
  parser.once('error', bodyFailed);
  parser.on('field', (name, value, info) => {
    if (!info.valueTruncated) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || receiving) {
      stream.resume();
      return;
    }
    receiving = receive({ fileName: decodeFileName(info.filename ?? ''), stream }, { ...fields });
    receiving.catch(() => {
      firstFailure ??= 'file';
      // Let go of the file (maybe never read: nothing listens for its errors) and of the rest of the body.
      stream.destroy();
      source.destroy();
    });
  });
  try {
    await pipeline(source, parser);
  } catch (error) {
    const failure = receiving && await (receiving as Promise<T>).then(() => null, (refusal: unknown) => refusal);
    if (firstFailure === 'file') throw failure;
    // The request's fault (and a client that went away hears nothing).
    throw isApiError(error) ? error : new ApiError(400, 'bad_request');
  }
  return { fields, received: receiving ? await receiving : null };
}
