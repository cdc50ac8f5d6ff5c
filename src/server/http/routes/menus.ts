import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { menuAreaParamsSchema, menuSubmenusQuerySchema, menuSubmenusSchema } from '@/shared/api/menus';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';
import { matchesEtag } from '../upload-answer';

const getSubmenus = createRoute({
  method: 'get',
  path: '/menus/{area}/children',
  operationId: 'getMenuSubmenus',
  tags: ['Start-up'],
  summary: "The levels below the top of an area's menu, as the caller sees them",
  description:
    'Pages carry only the top level of each menu (`submenus` names the version of the levels below, null when there are none); the ' +
    'browser asks for the rest here when a submenu first opens, and keeps it for the visit. Resolved for the caller: a guest gets ' +
    'what every guest gets (`Cache-Control: public`, with an `ETag` that answers `If-None-Match` with 304; kept for good when `v` ' +
    'names the current version), a signed-in caller their own items (items for signed-in users or their role), never cached ' +
    '(`private, no-store`). Links are built in the language of X-Language; a saved menu changes the version at once.',
  security: SESSION_OPTIONAL,
  parameters: [LANGUAGE_PARAMETER],
  request: { params: menuAreaParamsSchema, query: menuSubmenusQuerySchema },
  responses: {
    200: jsonResponse(menuSubmenusSchema, "Each top-level item's sub-items (every level below it) by the item's id"),
    304: { description: "The guest's copy (If-None-Match) is current" },
    ...errorResponses(422),
  },
});

export function menusRoutes(ctx: AppContext) {
  const { siteMenus } = ctx.services;
  return createRouter().openapi(getSubmenus, async (c) => {
    const { area } = c.req.valid('param');
    const user = await c.get('auth').user();
    const locale = c.get('locale');
    const answer = await siteMenus.submenus(area, user, locale);
    c.header('vary', 'x-language');
    if (user) {
      c.header('cache-control', 'private, no-store');
      return ok(c, answer);
    }
    // The same for every guest; the version is a hash of the items, the language names the envelope's.
    const etag = `"${answer.version ?? 'none'}-${locale}"`;
    const current = answer.version !== null && c.req.valid('query').v === answer.version;
    c.header('etag', etag);
    c.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache');
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304) as never;
    return ok(c, answer);
  });
}
