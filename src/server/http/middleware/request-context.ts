import type { MiddlewareHandler } from 'hono';
import type { SessionsService } from '@/server/services/sessions';
import type { ApiEnv } from '../types';
import { RequestAuth } from '../request-auth';
import { assertBodyType, bodyGuards } from './body-guards';
import { languageOf } from './locale';
import { sameOriginCheck } from './same-origin';

export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Content and library uploads stream up to their own file limit (routes/dashboard/uploads.ts, media.ts), which may exceed MAX_BODY_BYTES. */
const OWN_BODY_LIMIT = /^\/api\/dashboard\/(modules\/[^/]+\/uploads|media)\/?$/;
/** Resumable (tus) uploads: parts of any size, typed application/offset+octet-stream; tus and the upload's own limit check them. */
const RESUMABLE_UPLOADS = /^\/api\/dashboard\/media\/uploads(\/[^/]+)?\/?$/;

export interface RequestContextOptions {
  sessions: SessionsService;
  publicUrl: string;
  maxBodyBytes: number;
}

/**
 * Sets the request's language and (lazy) caller, and guards state-changing requests
 * (same-origin check, body type and size). One middleware layer rather than four, since
 * every layer costs on hot paths like GET /api/settings.
 */
export function requestContext({ sessions, publicUrl, maxBodyBytes }: RequestContextOptions): MiddlewareHandler<ApiEnv> {
  const checkOrigin = sameOriginCheck(publicUrl);
  const guardBody = bodyGuards(maxBodyBytes);
  return async (c, next) => {
    c.set('locale', languageOf(c));
    c.set('auth', new RequestAuth(c, sessions));
    if (!STATE_CHANGING.has(c.req.method)) return next();
    checkOrigin(c);
    if (RESUMABLE_UPLOADS.test(c.req.path)) return next();
    if (!OWN_BODY_LIMIT.test(c.req.path)) return guardBody(c, next);
    assertBodyType(c.req.raw.headers);
    return next();
  };
}
