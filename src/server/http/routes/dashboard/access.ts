import type { z } from '@hono/zod-openapi';
import { permissionKey, type EntityDeclaration } from '@/server/entities/declaration';
import type { PermissionAction } from '@/shared/permissions';
import { permitted } from '../../middleware/auth';
import { LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';

/**
 * What every dashboard route shares: its tag, a session, and the permission key checked
 * before anything else (401 without a session, 403 without the key, then validation).
 */
export function dashboardAccess(entity: Pick<EntityDeclaration, 'name' | 'area'>, action: PermissionAction) {
  const key = permissionKey(entity, action);
  return {
    tags: [`Dashboard: ${entity.name}`],
    security: SIGNED_IN,
    parameters: [LANGUAGE_PARAMETER],
    middleware: [permitted(key)],
    description: `Needs the \`${key}\` permission.`,
  };
}

/** `request` part of a route with a required JSON body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
