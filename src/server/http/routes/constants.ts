import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { constantsSchema } from '../doc-schemas';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';
import { readVisitorId } from '../visitor-cookie';

const getConstants = createRoute({
  method: 'get',
  path: '/constants',
  tags: ['Start-up'],
  summary: "Cookie categories and this visitor's saved cookie preferences",
  parameters: [LANGUAGE_PARAMETER],
  responses: { 200: jsonResponse(constantsSchema, 'The constants'), ...errorResponses() },
});

export function constantsRoutes(ctx: AppContext) {
  return createRouter().openapi(getConstants, async (c) => {
    return ok(c, await ctx.services.constants.forVisitor(readVisitorId(c)));
  });
}
