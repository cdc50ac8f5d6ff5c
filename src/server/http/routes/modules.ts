import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { moduleTreeSchema } from '../doc-schemas';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';

const getTree = createRoute({
  method: 'get',
  path: '/modules/tree',
  tags: ['Modules'],
  summary: 'The modules the caller may read, grouped by type',
  description: 'A module is listed with `{moduleKey}.read` or `modules.read`; guests get empty groups.',
  security: [{ bearerAuth: [] }, { cookieAuth: [] }, {}],
  parameters: [LANGUAGE_PARAMETER],
  responses: { 200: jsonResponse(moduleTreeSchema, 'The module tree'), ...errorResponses() },
});

export function modulesRoutes(ctx: AppContext) {
  return createRouter().openapi(getTree, async (c) => {
    const user = await c.get('auth').user();
    return ok(c, await ctx.services.modules.tree(user, c.get('locale')));
  });
}
