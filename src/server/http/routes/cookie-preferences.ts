import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { unavailableCause } from '@/server/db/unavailable';
import { ApiError } from '@/server/services/api-error';
import { cookiePreferencesSchema } from '@/shared/schemas/cookie-preferences';
import { clientIp } from '../client-ip';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../openapi';
import { ok } from '../respond';
import { createRouter } from '../router';
import { clearVisitorCookies, ensureVisitorId, readVisitorId, setConsentHint } from '../visitor-cookie';

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

const withdrawPreferences = createRoute({
  method: 'delete',
  path: '/cookie-preferences',
  operationId: 'withdrawCookiePreferences',
  tags: ['Start-up'],
  summary: "Withdraws the visitor's cookie consent",
  description: 'Removes the stored preferences and the `cookie_consent_id` and `cookie_consent` cookies: the visitor is asked again. The browser removes the cookies of the categories it no longer has consent for.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  responses: {
    200: jsonResponse(z.object({ saved: z.literal(false) }), 'Consent withdrawn'),
    ...errorResponses(403, 503),
  },
});

export function cookiePreferencesRoutes(ctx: AppContext) {
  return createRouter().openapi(savePreferences, async (c) => {
    const visitorId = ensureVisitorId(c, ctx.config.production);
    const [user, consent] = await Promise.all([c.get('auth').user(), ctx.services.settings.cookieConsent()]);
    try {
      const preferences = await ctx.services.cookieConsents.save({
        offered: consent.categories,
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
  }).openapi(withdrawPreferences, async (c) => {
    const visitorId = readVisitorId(c);
    if (visitorId) await ctx.services.cookieConsents.withdraw(visitorId);
    clearVisitorCookies(c, ctx.config.production);
    return ok(c, { saved: false as const }, { message: 'preferences_withdrawn' });
  });
}
