import type { ServedUpload } from '@/server/services/served-uploads';
import type { ByteRange } from '@/server/storage/file-storage';
import { FILE_CONTENT_SECURITY_POLICY } from './security-headers';

/** Shown in place: pictures and media, which run nothing. Everything else (HTML, SVG, XML, scripts, PDF and its scripts, text) downloads. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+)$/;

/** RFC 8187 encoding: what encodeURIComponent leaves but a header's ext-value may not hold. */
const extValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="report.pdf"; filename*=UTF-8''…` (RFC 6266): a plain-ASCII name for
 * old clients (nothing they could decode or that ends the quotes), the real one for the rest.
 */
export function contentDisposition(mime: string, fileName: string): string {
  if (INLINE_TYPES.test(mime)) return 'inline';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

/** Whether an If-None-Match header names this entity tag (`*`, or one of a list; weak ones compared weakly, RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The one range of a `Range: bytes=…` header (`0-99`, `100-`, `-100`): null when there is none
 * to honour (no header, another unit, several ranges: the whole file is sent), 'unsatisfiable'
 * when it starts beyond the file.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start <= end ? { start, end } : null;
}

export interface UploadRequest {
  ifNoneMatch?: string;
  ifRange?: string;
  range?: string;
}

export interface UploadAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** What to send: nothing, or the file (`range` undefined: all of it). */
  body: 'none' | { range?: ByteRange };
}

/** The answer GET /api/uploads/{key} gives for a stored file (the route and the hot path alike). */
export function answerUpload(file: Pick<ServedUpload, 'mimeType' | 'fileName' | 'etag' | 'size'>, request: UploadRequest): UploadAnswer {
  const headers: Record<string, string> = {
    'content-type': file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
    'content-disposition': contentDisposition(file.mimeType, file.fileName),
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    etag: file.etag,
  };
  if (matchesEtag(request.ifNoneMatch, file.etag)) return { status: 304, headers, body: 'none' };
  // A range of another version than the client has would be a corrupt whole: If-Range names the one it has.
  const range = request.ifRange === undefined || request.ifRange === file.etag ? byteRange(request.range, file.size) : null;
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${file.size}` }, body: 'none' };
  if (!range) return { status: 200, headers: { ...headers, 'content-length': String(file.size) }, body: {} };
  return {
    status: 206,
    headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${file.size}` },
    body: { range },
  };
}
