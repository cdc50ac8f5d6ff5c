import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { unavailableCause } from '@/server/db/unavailable';
import { ApiError } from '@/server/services/api-error';
import { cookiePreferencesSchema } from '@/shared/schemas/cookie-preferences';
import { clientIp } from '../client-ip';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';
import { ensureVisitorId, setConsentHint } from '../visitor-cookie';

const savePreferences = createRoute({
  method: 'post',
  path: '/cookie-preferences',
  operationId: 'saveCookiePreferences',
  tags: ['Start-up'],
  summary: "Saves the visitor's cookie preferences",
  description: 'The visitor is identified by the HttpOnly `cookie_consent_id` cookie, issued on the first save.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: {
    body: { required: true, content: { 'application/json': { schema: cookiePreferencesSchema } } },
  },
  responses: {
    200: jsonResponse(z.object({ preferences: cookiePreferencesSchema, saved: z.literal(true) }), 'Preferences saved'),
    ...errorResponses(400, 403, 413, 415, 422, 503),
  },
});

export function cookiePreferencesRoutes(ctx: AppContext) {
  return createRouter().openapi(savePreferences, async (c) => {
    const visitorId = ensureVisitorId(c, ctx.config.production);
    const user = await c.get('auth').user();
    try {
      const preferences = await ctx.services.cookieConsents.save({
        visitorId,
        userId: user?.id ?? null,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
        preferences: c.req.valid('json'),
      });
      setConsentHint(c, ctx.config.production);
      return ok(c, { preferences, saved: true as const }, { message: 'preferences_saved' });
    } catch (error) {
      if (unavailableCause(error)) throw error;
      console.error('[api] saving cookie preferences failed:', error);
      throw new ApiError(500, 'preferences_save_failed', undefined, { cause: error });
    }
  });
}
