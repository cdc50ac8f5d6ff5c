import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { ApiError } from '@/server/services/api-error';
import { AVATAR_FILE_PATTERN } from '@/server/storage/avatars';
import { errorResponses, PUBLIC } from '../../openapi';
import { createRouter } from '../../router';
import { FILE_CONTENT_SECURITY_POLICY } from '../../security-headers';

const getAvatar = createRoute({
  method: 'get',
  path: '/avatars/{file}',
  operationId: 'getAvatar',
  tags: ['Account'],
  summary: 'An uploaded avatar image',
  security: PUBLIC,
  request: { params: z.object({ file: z.string().max(64).openapi({ example: '12-0123456789abcdef.png' }) }) },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(404),
  },
});

/** Names never repeat (a new upload gets a new name), so an avatar can be cached for good. */
const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
};

export function avatarRoutes(ctx: AppContext) {
  return createRouter().openapi(getAvatar, async (c) => {
    const { file } = c.req.valid('param');
    const avatar = AVATAR_FILE_PATTERN.test(file) ? await ctx.services.avatars.read(file) : null;
    if (!avatar) throw new ApiError(404, 'not_found');
    return c.body(avatar.bytes.slice().buffer, 200, { ...HEADERS, 'content-type': avatar.mimeType }) as never;
  });
}
