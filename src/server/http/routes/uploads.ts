import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { ApiError } from '@/server/services/api-error';
import type { ByteRange } from '@/server/storage/file-storage';
import { errorResponses, PUBLIC } from '../openapi';
import { createRouter } from '../router';
import { FILE_CONTENT_SECURITY_POLICY } from '../security-headers';

const getUpload = createRoute({
  method: 'get',
  path: '/uploads/{key}',
  operationId: 'getUpload',
  tags: ['Modules'],
  summary: 'An uploaded content file',
  description:
    'Pictures (PNG, JPEG, GIF, WebP, AVIF), videos and audio are shown in place; anything else (SVG, HTML, PDF, text, …) ' +
    'downloads under its uploaded name, typed by its content and never run (`nosniff`, a sandboxing CSP). Served from whichever ' +
    'storage holds the file (local disk or FTP). Keys never repeat (a new upload gets a new key), so an answer can be cached for ' +
    'good, and its strong `ETag` answers `If-None-Match` with 304. One byte range may be asked for (`Range: bytes=start-end`, as ' +
    'video players do): 206 with that part, 416 when it lies beyond the file; several ranges get the whole file.',
  security: PUBLIC,
  request: { params: z.object({ key: z.string().max(64).openapi({ example: '0123456789abcdef0123456789abcdef.png' }) }) },
  responses: {
    200: { description: 'The file, with the type its content was found to be', content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    206: { description: 'The asked byte range of the file', content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    304: { description: 'The client\'s copy (If-None-Match) is this file' },
    ...errorResponses(404, 503),
    416: { description: 'The asked range lies beyond the file' },
  },
});

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

export function uploadFileRoutes(ctx: AppContext) {
  return createRouter().openapi(getUpload, async (c) => {
    const file = await ctx.services.servedUploads.open(c.req.valid('param').key);
    if (!file) throw new ApiError(404, 'not_found');
    const headers = {
      'content-type': file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
      'content-disposition': contentDisposition(file.mimeType, file.fileName),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: file.etag,
    };
    if (matchesEtag(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers) as never;
    // A range of another version than the client has would be a corrupt whole: If-Range names the one it has.
    const ifRange = c.req.header('if-range');
    const range = ifRange === undefined || ifRange === file.etag ? byteRange(c.req.header('range'), file.size) : null;
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${file.size}` }) as never;
    if (!range) return c.body(file.stream(), 200, { ...headers, 'content-length': String(file.size) }) as never;
    return c.body(file.stream(range), 206, {
      ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
    }) as never;
  });
}
