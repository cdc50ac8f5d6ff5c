import type { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '@/server/context';
import { permissionKey, type EntityDeclaration } from '@/server/entities/declaration';
import { ApiError } from '@/server/services/api-error';
import { can, type PermissionAction } from '@/shared/permissions';
import { requireUser } from '../../middleware/auth';
import { LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import type { ApiEnv } from '../../types';

/** What a dashboard route acts on: an entity's permission area, or one the request names (see moduleScope). */
export type AccessScope = Pick<EntityDeclaration, 'name' | 'area'> | RequestScope;

interface RequestScope {
  /** The OpenAPI tag: `Dashboard: {name}`. */
  name: string;
  /** How the request names the area, read after the session and before the key. */
  area: (c: Context<ApiEnv>) => Promise<string>;
  /** The OpenAPI description of what the route needs. */
  describe: (actions: readonly PermissionAction[]) => string;
}

/** `Needs the `users.read` permission.` (or either of two keys). */
const listKeys = (area: string, actions: readonly PermissionAction[]) =>
  `Needs the ${actions.map((action) => `\`${permissionKey({ area }, action)}\``).join(' or ')} permission.`;

/**
 * What every dashboard route shares: its tag, a session, and the permission key checked before
 * anything else: 401 without a session, then the area (a module the path names: 404), 403
 * without any one of `actions` in it, then validation. No action: the service checks the key
 * (it needs the body to know which).
 */
export function dashboardAccess(scope: AccessScope, ...actions: PermissionAction[]) {
  const check: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const user = await requireUser(c);
    const area = typeof scope.area === 'string' ? scope.area : await scope.area(c);
    if (actions.length > 0 && !actions.some((action) => can(user, permissionKey({ area }, action)))) throw new ApiError(403, 'forbidden');
    await next();
  };
  return {
    tags: [`Dashboard: ${scope.name}`],
    security: SIGNED_IN,
    parameters: [LANGUAGE_PARAMETER],
    middleware: [check],
    description: 'describe' in scope ? scope.describe(actions) : listKeys(scope.area, actions),
  };
}

/**
 * A content module's contents, revisions and uploads, or a form module's submissions: the area
 * is the module's own key, known only from the path (`{key}.read`, design §4), and the module
 * must exist (404, or 400 for one of the other type) before its key is asked for.
 */
export function moduleScope(ctx: AppContext, describe: RequestScope['describe'], entity: 'contents' | 'submissions' = 'contents'): RequestScope {
  return {
    name: entity,
    area: async (c) => {
      const key = c.req.param('key') ?? '';
      await ctx.services.dashboard[entity].module(key);
      return key;
    },
    describe,
  };
}

/** `request` part of a route with a required JSON body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
