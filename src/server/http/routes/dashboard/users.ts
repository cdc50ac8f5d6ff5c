import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { usersEntity } from '@/server/entities/users';
import { recordParamsSchema } from '@/shared/api/list';
import { createdUserSchema, dashboardUserSchema, userCreateSchema, userListQuerySchema, userListSchema, userUpdateSchema } from '@/shared/api/users';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, jsonBody } from './access';

const listUsers = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListUsers', summary: 'Lists users',
  ...dashboardAccess(usersEntity, 'read'),
  request: { query: userListQuerySchema },
  responses: { 200: jsonResponse(userListSchema, 'One page of users; search matches username, e-mail and full name'), ...errorResponses(401, 403, 422) },
});
const getUser = createRoute({
  method: 'get', path: '/{id}', operationId: 'dashboardGetUser', summary: 'One user',
  ...dashboardAccess(usersEntity, 'read'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(dashboardUserSchema, 'The user'), ...errorResponses(401, 403, 404, 422) },
});
const createUser = createRoute({
  method: 'post', path: '/', operationId: 'dashboardCreateUser',
  summary: "Creates a user; an active one is invited to set a password by a link valid once for 7 days, in the user's locale (else the site's default " +
    'language): mailed when a mail driver is configured, else answered in invitation.link for the caller to pass on (nothing queued)',
  ...dashboardAccess(usersEntity, 'create'),
  request: jsonBody(userCreateSchema),
  responses: { 201: jsonResponse(createdUserSchema, 'The new user and how they were invited'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const updateUser = createRoute({
  method: 'put', path: '/{id}', operationId: 'dashboardUpdateUser', summary: 'Saves a user',
  ...dashboardAccess(usersEntity, 'update'),
  request: { params: recordParamsSchema, ...jsonBody(userUpdateSchema) },
  responses: { 200: jsonResponse(dashboardUserSchema, 'The saved user'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const deleteUser = createRoute({
  method: 'delete', path: '/{id}', operationId: 'dashboardDeleteUser', summary: 'Deletes a user (never the caller)',
  ...dashboardAccess(usersEntity, 'delete'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Deleted'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});
const sendReset = createRoute({
  method: 'post', path: '/{id}/send-reset', operationId: 'dashboardSendUserReset', summary: "Mails the user a password-reset link (in the user's locale, else the site's default language)",
  ...dashboardAccess(usersEntity, 'update'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Queued (nothing is sent to an account that is not active)'), ...errorResponses(401, 403, 404, 422, 503) },
});
const sendVerification = createRoute({
  method: 'post', path: '/{id}/send-verification', operationId: 'dashboardSendUserVerification', summary: "Mails the user a verification link (in the user's locale, else the site's default language)",
  ...dashboardAccess(usersEntity, 'update'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Queued'), ...errorResponses(401, 403, 404, 409, 422, 429, 503) },
});
const removeAvatar = createRoute({
  method: 'delete', path: '/{id}/avatar', operationId: 'dashboardRemoveUserAvatar', summary: "Removes the user's picture",
  ...dashboardAccess(usersEntity, 'update'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(dashboardUserSchema, 'The user without a picture'), ...errorResponses(401, 403, 404, 422, 503) },
});

/** /api/dashboard/users */
export function dashboardUsersRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listUsers, async (c) => ok(c, await dashboard.users.list(c.req.valid('query'))))
    .openapi(getUser, async (c) => ok(c, await dashboard.users.get(c.req.valid('param').id)))
    .openapi(createUser, async (c) =>
      created(c, await dashboard.users.create(await requireUser(c), c.req.valid('json')), { message: 'user_created' }))
    .openapi(updateUser, async (c) =>
      ok(c, await dashboard.users.update(await requireUser(c), c.req.valid('param').id, c.req.valid('json')), { message: 'user_updated' }))
    .openapi(deleteUser, async (c) => {
      await dashboard.users.remove(await requireUser(c), c.req.valid('param').id);
      return ok(c, null, { message: 'user_deleted' });
    })
    .openapi(removeAvatar, async (c) =>
      ok(c, await dashboard.users.removeAvatar(await requireUser(c), c.req.valid('param').id), { message: 'avatar_removed' }))
    .openapi(sendReset, async (c) => {
      await dashboard.users.sendReset(await requireUser(c), c.req.valid('param').id);
      return ok(c, null, { message: 'reset_link_sent' });
    })
    .openapi(sendVerification, async (c) => {
      await dashboard.users.sendVerification(await requireUser(c), c.req.valid('param').id);
      return ok(c, null, { message: 'verification_sent' });
    });
}
