import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { moduleTreeSchema } from '../doc-schemas';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, noClientErrors, SESSION_OPTIONAL } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';

const getTree = createRoute({
  method: 'get',
  path: '/modules/tree',
  operationId: 'getModuleTree',
  tags: ['Modules'],
  summary: 'The modules the caller may read, grouped by type',
  description: 'A module is listed with `{moduleKey}.read` or `modules.read`; guests get empty groups.',
  security: SESSION_OPTIONAL,
  parameters: [LANGUAGE_PARAMETER],
  ...noClientErrors('Nothing it reads can be wrong: without a valid session the caller is a guest and gets empty groups.'),
  responses: { 200: jsonResponse(moduleTreeSchema, 'The module tree'), ...errorResponses() },
});

export function modulesRoutes(ctx: AppContext) {
  return createRouter().openapi(getTree, async (c) => {
    const user = await c.get('auth').user();
    return ok(c, await ctx.services.modules.tree(user, c.get('locale')));
  });
}
