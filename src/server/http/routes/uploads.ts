import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { ApiError } from '@/server/services/api-error';
import { errorResponses, PUBLIC } from '../openapi';
import { createRouter } from '../router';
import { answerUpload } from '../upload-answer';

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
    'video players do): 206 with that part, 416 when it lies beyond the file; several ranges get the whole file. An image\'s ' +
    'WebP and AVIF variants (the media item\'s `variants`) are served the same way under their own keys.',
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

export function uploadFileRoutes(ctx: AppContext) {
  return createRouter().openapi(getUpload, async (c) => {
    const file = await ctx.services.servedUploads.open(c.req.valid('param').key);
    if (!file) throw new ApiError(404, 'not_found');
    const answer = answerUpload(file, { ifNoneMatch: c.req.header('if-none-match'), ifRange: c.req.header('if-range'), range: c.req.header('range') });
    if (answer.body === 'none') return c.body(null, answer.status, answer.headers) as never;
    return c.body(file.stream(answer.body.range), answer.status as 200 | 206, answer.headers) as never;
  });
}
