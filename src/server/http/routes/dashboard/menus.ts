import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppContext } from '@/server/context';
import { permissionKey } from '@/server/entities/declaration';
import { menusEntity } from '@/server/entities/menus';
import { message } from '@/shared/schemas/zod-config';
import { idSchema } from '@/shared/schemas/auth';
import {
  menuCreateSchema, menuDetailSchema, menuKeyParamsSchema, menuLinkSchema, menuListQuerySchema, menuListSchema, menuUpdateSchema,
  type MenuCreateInput, type MenuUpdateInput,
} from '@/shared/api/menus';
import { can } from '@/shared/permissions';
import { requireUser } from '../../middleware/auth';
import { callerLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import type { ApiEnv } from '../../types';
import { dashboardAccess, jsonBody as body } from './access';

/** One target: a module by key, or a content item by id. */
const linksQuerySchema = z.object({
  module: z.string().max(64).optional().describe('A module key: the items leading to its listing or to its items\' pages'),
  content: idSchema.optional().describe('A content item id: the items leading to it by relation or detail page'),
}).refine((query) => (query.module === undefined) !== (query.content === undefined), message('menu_links_target'));

/**
 * The links endpoint serves the module and content editors: `menus.read`, or the read key of
 * the module named (or of the content item's module), whose editors ask.
 */
function linksScope(ctx: AppContext) {
  return {
    name: menusEntity.name,
    area: async (c: Context<ApiEnv>) => {
      if (can(await requireUser(c), permissionKey(menusEntity, 'read'))) return menusEntity.area;
      const moduleKey = c.req.query('module');
      if (moduleKey !== undefined) return moduleKey;
      return (await ctx.services.dashboard.menus.moduleOfContent(Number(c.req.query('content')))) ?? '';
    },
    describe: () => "Needs the `menus.read` permission, or the `read` permission of the module named (of the content item's module).",
  };
}

const listMenus = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListMenus', summary: 'Lists menus',
  ...dashboardAccess(menusEntity, 'read'),
  request: { query: menuListQuerySchema },
  responses: { 200: jsonResponse(menuListSchema, 'One page of menus (without their trees); search matches the key and the name, sort takes name, key, item_count, created_at, updated_at or id'), ...errorResponses(401, 403, 422) },
});
const getMenu = createRoute({
  method: 'get', path: '/{key}', operationId: 'dashboardGetMenu', summary: 'One menu with where each target stands',
  ...dashboardAccess(menusEntity, 'read'),
  request: { params: menuKeyParamsSchema },
  responses: { 200: jsonResponse(menuDetailSchema, "The menu; `targets` says per item whether its relation, listing or detail page is ok, unpublished or deleted, with the target's title in the request's language"), ...errorResponses(401, 403, 404, 422) },
});
const createMenu = createRoute({
  method: 'post', path: '/', operationId: 'dashboardCreateMenu', summary: 'Creates a menu',
  ...dashboardAccess(menusEntity, 'create'),
  request: body(menuCreateSchema),
  responses: { 201: jsonResponse(menuDetailSchema, 'The new menu; the areas it takes are taken from any other menu'), ...errorResponses(401, 403, 409, 422, 503) },
});
const updateMenu = createRoute({
  method: 'put', path: '/{key}', operationId: 'dashboardUpdateMenu', summary: "Saves a menu's name, areas and whole tree",
  ...dashboardAccess(menusEntity, 'update'),
  request: { params: menuKeyParamsSchema, ...body(menuUpdateSchema) },
  responses: { 200: jsonResponse(menuDetailSchema, 'The saved menu; a stale `version` is 409 with the current menu as `data.current`'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const deleteMenu = createRoute({
  method: 'delete', path: '/{key}', operationId: 'dashboardDeleteMenu', summary: 'Deletes a menu and frees the areas it filled',
  ...dashboardAccess(menusEntity, 'delete'),
  request: { params: menuKeyParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Deleted'), ...errorResponses(401, 403, 404, 422, 503) },
});

/** /api/dashboard/menus */
export function dashboardMenusRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const menuLinks = createRoute({
    method: 'get', path: '/links', operationId: 'dashboardMenuLinks', summary: 'The menu items linking to a module or a content item',
    ...dashboardAccess(linksScope(ctx), 'read'),
    request: { query: linksQuerySchema },
    responses: { 200: jsonResponse(z.array(menuLinkSchema), 'Each item with its menu, labels in the request\'s language'), ...errorResponses(401, 403, 422) },
  });
  return createRouter()
    .openapi(listMenus, async (c) => ok(c, await dashboard.menus.list(c.req.valid('query'))))
    // Before /{key}: `links` is a reserved menu key.
    .openapi(menuLinks, async (c) => {
      const { module: moduleKey, content } = c.req.valid('query');
      return ok(c, await dashboard.menus.links(moduleKey !== undefined ? { moduleKey } : { contentId: content! }, await callerLocale(c)));
    })
    .openapi(getMenu, async (c) => ok(c, await dashboard.menus.get(c.req.valid('param').key, await callerLocale(c))))
    .openapi(createMenu, async (c) =>
      created(c, await dashboard.menus.create(await requireUser(c), c.req.valid('json') as MenuCreateInput, await callerLocale(c)), { message: 'menu_created', reloadStore: true }))
    .openapi(updateMenu, async (c) =>
      ok(c, await dashboard.menus.update(await requireUser(c), c.req.valid('param').key, c.req.valid('json') as MenuUpdateInput, await callerLocale(c)), { message: 'menu_updated', reloadStore: true }))
    .openapi(deleteMenu, async (c) => {
      await dashboard.menus.remove(await requireUser(c), c.req.valid('param').key);
      return ok(c, null, { message: 'menu_deleted', reloadStore: true });
    });
}
