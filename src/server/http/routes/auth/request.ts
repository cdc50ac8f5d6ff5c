import type { Context } from 'hono';
import type { AuthRequest } from '@/server/services/auth';
import { ApiError } from '@/server/services/api-error';
import { describeClient } from '@/server/services/device';
import type { ResolvedSession } from '@/server/services/sessions';
import { clientIp } from '../../client-ip';
import { statedLanguage } from '../../language-header';
import { requestLocale } from '../../middleware/locale';
import type { ApiEnv } from '../../types';

/** The request's language (for mails, and to record as the user's) and client (for a new session). */
export function authRequest(c: Context<ApiEnv>): AuthRequest {
  return {
    locale: requestLocale(c),
    statedLocale: statedLanguage(c.req.header('x-language')),
    client: describeClient({ ip: clientIp(c), userAgent: c.req.header('user-agent'), acceptLanguage: c.req.header('accept-language') }),
  };
}

/** The caller's session, or 401. */
export async function requireSession(c: Context<ApiEnv>): Promise<ResolvedSession> {
  const session = await c.get('auth').session();
  if (!session) throw new ApiError(401, 'unauthorized');
  return session;
}
