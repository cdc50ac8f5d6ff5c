import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { constantsSchema } from '../doc-schemas';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, noClientErrors, PUBLIC } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';
import { readVisitorId } from '../visitor-cookie';

const getConstants = createRoute({
  method: 'get',
  path: '/constants',
  operationId: 'getConstants',
  tags: ['Start-up'],
  summary: "Cookie categories and this visitor's saved cookie preferences",
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  ...noClientErrors('Nothing it reads can be wrong: without a (valid) visitor cookie the visitor has saved no preferences.'),
  responses: { 200: jsonResponse(constantsSchema, 'The constants'), ...errorResponses() },
});

export function constantsRoutes(ctx: AppContext) {
  return createRouter().openapi(getConstants, async (c) => {
    return ok(c, await ctx.services.constants.forVisitor(readVisitorId(c)));
  });
}
