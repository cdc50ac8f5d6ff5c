import type { MiddlewareHandler } from 'hono';
import { apiSecurityHeaders } from '../security-headers';
import type { ApiEnv } from '../types';

/** The API's header set on every answer, errors included; a header the route set itself wins (docs, files). */
export function securityHeaders(publicUrl: string): MiddlewareHandler<ApiEnv> {
  const headers = Object.entries(apiSecurityHeaders(publicUrl));
  return async (c, next) => {
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
  };
}
