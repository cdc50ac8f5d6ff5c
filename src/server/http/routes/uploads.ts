import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { ApiError } from '@/server/services/api-error';
import { isInlineType } from '@/server/services/dashboard/upload-rules';
import { UPLOAD_KEY_PATTERN, type ByteRange } from '@/server/storage/file-storage';
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
    'Images, videos, audio and PDF files are shown in place; anything else downloads under its uploaded name. ' +
    'Keys never repeat (a new upload gets a new key), so an answer can be cached for good. One byte range may be asked for ' +
    '(`Range: bytes=start-end`, as video players do): 206 with that part, 416 when it lies beyond the file.',
  security: PUBLIC,
  request: { params: z.object({ key: z.string().max(64).openapi({ example: '0123456789abcdef0123456789abcdef.png' }) }) },
  responses: {
    200: { description: 'The file, with the type its content was found to be', content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    206: { description: 'The asked byte range of the file', content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(404),
    416: { description: 'The asked range lies beyond the file' },
  },
});

/** `attachment; filename="report.pdf"; filename*=UTF-8''…`: a plain-ASCII name for old clients, the real one for the rest. */
function disposition(mime: string, fileName: string): string {
  if (isInlineType(mime)) return 'inline';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
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
    const { key } = c.req.valid('param');
    // Only a key of the upload pattern reaches the storage: nothing a path could escape through.
    const file = UPLOAD_KEY_PATTERN.test(key) ? await ctx.services.dashboard.uploads.open(key) : null;
    if (!file) throw new ApiError(404, 'not_found');
    const headers = {
      'content-type': file.mimeType,
      'content-disposition': disposition(file.mimeType, file.fileName),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    };
    const range = byteRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${file.size}` }) as never;
    if (!range) return c.body(file.stream(), 200, { ...headers, 'content-length': String(file.size) }) as never;
    return c.body(file.stream(range), 206, {
      ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
    }) as never;
  });
}
