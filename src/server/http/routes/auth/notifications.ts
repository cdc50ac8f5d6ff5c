import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { notificationActionSchema } from '@/shared/schemas/auth';
import type { ApiMessageKey } from '@/shared/api/messages';
import type { NotificationAction } from '@/shared/schemas/auth';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { notificationActionDoc, notificationSchema } from './doc-schemas';
import { requireSession } from './request';


const ANSWERS: Record<NotificationAction, ApiMessageKey> = {
  read: 'marked_as_read',
  read_all: 'all_marked_as_read',
  delete: 'deleted',
  delete_all: 'notifications_deleted',
};

const listNotifications = createRoute({
  method: 'get',
  path: '/auth/notifications',
  operationId: 'listNotifications',
  tags: ['Account'],
  summary: "The signed-in user's notifications, newest first",
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(z.array(notificationSchema), 'Notifications'), ...errorResponses(401) },
});

const markNotifications = createRoute({
  method: 'post',
  path: '/auth/notifications',
  operationId: 'updateNotifications',
  tags: ['Account'],
  summary: 'Marks notifications read, or deletes them',
  description: `${notificationActionDoc} Another user's or an unknown id is 404.`,
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  request: { body: { required: true, content: { 'application/json': { schema: notificationActionSchema } } } },
  responses: { 200: jsonResponse(z.null(), 'Done'), ...errorResponses(401, 403, 404, 415, 422, 503) },
});

export function notificationsRoutes(ctx: AppContext) {
  const { notifications } = ctx.services;
  return createRouter()
    .openapi(listNotifications, async (c) => {
      const { user } = await requireSession(c);
      return ok(c, await notifications.list(user.id, requestLocale(c)));
    })
    .openapi(markNotifications, async (c) => {
      const { user } = await requireSession(c);
      const { action, id } = c.req.valid('json');
      await notifications.apply(user.id, action, id);
      return ok(c, null, { message: ANSWERS[action] });
    });
}
