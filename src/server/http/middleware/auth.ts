import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '@/server/services/api-error';
import type { AuthUser } from '@/shared/types';
import type { ApiEnv } from '../types';

/** The signed-in caller, or 401 "unauthorized". */
export async function requireUser(c: Context<ApiEnv>): Promise<AuthUser> {
  const user = await c.get('auth').user();
  if (!user) throw new ApiError(401, 'unauthorized');
  return user;
}

/** Route middleware form of requireUser. */
export const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await requireUser(c);
  await next();
};
