import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { ValidationError } from '@/server/services/api-error';
import type { ApiEnv } from './types';

/** Failed request validation becomes a 422 whose tree the error handler translates. */
export const rejectInvalidRequest: Hook<unknown, ApiEnv, string, undefined> = (result) => {
  if (!result.success) throw new ValidationError(result.error);
  return undefined;
};

/** A router for one area of the API; mount it with `app.route('/', router)`. */
export function createRouter(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidRequest });
}
