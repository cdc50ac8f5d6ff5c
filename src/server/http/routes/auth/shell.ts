import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { siteMenusSchema } from '@/shared/api/menus';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { authUserSchema } from './doc-schemas';
import { requireSession } from './request';

const shellData = z.object({
  user: authUserSchema,
  unread_notifications: z.number().int(),
  menus: siteMenusSchema,
});

const getShell = createRoute({
  method: 'get',
  path: '/auth/shell',
  operationId: 'getShell',
  tags: ['Account'],
  summary: "The personal parts of a public page: the signed-in user, their unread notifications and their menus",
  description:
    'Public pages are the same HTML for every visitor (and served from the page cache); the browser fills in the account menu, the ' +
    'notification badge and the header and footer menus as this user sees them (items for signed-in users or some roles only) from this ' +
    'answer, in the language of X-Language: their top levels, the levels below from GET /api/menus/{area}/children. Never cached ' +
    '(`Cache-Control: private, no-store`); 401 once the session has ended.',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(shellData, 'The personal parts'), ...errorResponses(401) },
});

export function shellRoutes(ctx: AppContext) {
  const { notifications, siteMenus } = ctx.services;
  return createRouter().openapi(getShell, async (c) => {
    const { user } = await requireSession(c);
    const locale = requestLocale(c);
    const [menus, list] = await Promise.all([siteMenus.topLevels(user, locale), notifications.list(user.id, locale)]);
    c.header('cache-control', 'private, no-store');
    return ok(c, { user, unread_notifications: list.filter((item) => item.status === 'unread').length, menus });
  });
}
