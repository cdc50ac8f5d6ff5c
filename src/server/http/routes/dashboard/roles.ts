import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { rolesEntity } from '@/server/entities/roles';
import { recordParamsSchema } from '@/shared/api/list';
import { roleCreateSchema, roleListQuerySchema, roleListSchema, roleSchema, roleTransferSchema, roleUpdateSchema } from '@/shared/api/roles';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, jsonBody as body } from './access';

const listRoles = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListRoles', summary: 'Lists roles',
  ...dashboardAccess(rolesEntity, 'read'),
  request: { query: roleListQuerySchema },
  responses: { 200: jsonResponse(roleListSchema, 'One page of roles; search matches the name, sort takes name, user_count, created_at, updated_at or id'), ...errorResponses(401, 403, 422) },
});
const getRole = createRoute({
  method: 'get', path: '/{id}', operationId: 'dashboardGetRole', summary: 'One role',
  ...dashboardAccess(rolesEntity, 'read'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(roleSchema, 'The role'), ...errorResponses(401, 403, 404, 422) },
});
const createRole = createRoute({
  method: 'post', path: '/', operationId: 'dashboardCreateRole', summary: 'Creates a role',
  ...dashboardAccess(rolesEntity, 'create'),
  request: body(roleCreateSchema),
  responses: { 201: jsonResponse(roleSchema, 'The new role'), ...errorResponses(401, 403, 409, 422, 503) },
});
const updateRole = createRoute({
  method: 'put', path: '/{id}', operationId: 'dashboardUpdateRole', summary: "Saves a role's name and permissions",
  ...dashboardAccess(rolesEntity, 'update'),
  request: { params: recordParamsSchema, ...body(roleUpdateSchema) },
  responses: { 200: jsonResponse(roleSchema, 'The saved role'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const deleteRole = createRoute({
  method: 'delete', path: '/{id}', operationId: 'dashboardDeleteRole', summary: 'Deletes a role without users',
  ...dashboardAccess(rolesEntity, 'delete'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Deleted'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const transferRole = createRoute({
  method: 'post', path: '/{id}/transfer', operationId: 'dashboardTransferRoleUsers', summary: "Moves every user of the role to another role",
  ...dashboardAccess(rolesEntity, 'update'),
  request: { params: recordParamsSchema, ...body(roleTransferSchema) },
  responses: { 200: jsonResponse(z.object({ moved: z.number().int() }), 'How many users moved'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});

/** /api/dashboard/roles */
export function dashboardRolesRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listRoles, async (c) => ok(c, await dashboard.roles.list(c.req.valid('query'))))
    .openapi(getRole, async (c) => ok(c, await dashboard.roles.get(c.req.valid('param').id)))
    .openapi(createRole, async (c) => created(c, await dashboard.roles.create(await requireUser(c), c.req.valid('json')), { message: 'role_created' }))
    .openapi(updateRole, async (c) =>
      ok(c, await dashboard.roles.update(await requireUser(c), c.req.valid('param').id, c.req.valid('json')), { message: 'role_updated' }))
    .openapi(deleteRole, async (c) => {
      await dashboard.roles.remove(await requireUser(c), c.req.valid('param').id);
      return ok(c, null, { message: 'role_deleted' });
    })
    .openapi(transferRole, async (c) =>
      ok(c, await dashboard.roles.transfer(await requireUser(c), c.req.valid('param').id, c.req.valid('json')), { message: 'users_transferred' }));
}
