import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { can } from '@/shared/permissions';
import { encodeBundle, withConstants } from '../bundle-response';
import { publicBundleSchema } from '../doc-schemas';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, noClientErrors, parameterRef, PUBLIC, type Envelope } from '../openapi';
import { preSerializedJson } from '../respond';
import { createRouter } from '../router';
import { readVisitorId } from '../visitor-cookie';

const getSettings = createRoute({
  method: 'get',
  path: '/settings',
  operationId: 'getSettings',
  tags: ['Start-up'],
  summary: 'Public settings, menus, constants and contents for the request language',
  description:
    'Loaded before the app renders. Served from memory; `?force` from a holder of `external.settings` rebuilds it ' +
    'from the database (from anyone else it is an ordinary read). The same for every caller, so its menus are the menus ' +
    'as a guest sees them: items for signed-in users or chosen roles are left out, and so are role ids and items whose ' +
    'target is unpublished or gone (one that heads visible items stays, without a link); links are built from their ' +
    'targets in the request language. A signed-in user\'s ' +
    'own menus come from GET /api/auth/shell.',
  // Documented only (no validator) to keep this hot path free of per-request parsing.
  parameters: [LANGUAGE_PARAMETER, parameterRef('ForceReload')],
  security: PUBLIC,
  ...noClientErrors('Nothing it reads can be wrong: an unknown X-Language answers in English, and `force` takes any value.'),
  responses: { 200: jsonResponse(publicBundleSchema, 'The public bundle'), ...errorResponses() },
});

type BundleEnvelope = Envelope<typeof publicBundleSchema>;

export function settingsRoutes(ctx: AppContext) {
  const { settings, constants } = ctx.services;
  // The hot path: a cached bundle, its cached bytes, no database work unless the visitor
  // has a consent cookie (then only their constants are serialised).
  return createRouter().openapi(getSettings, async (c) => {
    const locale = c.get('locale');
    // Rebuilding costs every visitor throughput: only staff who can change settings may ask for it.
    const force = c.req.query('force') !== undefined && can(await c.get('auth').user(), 'external.settings');
    const bundle = force
      ? await settings.getPublicBundle(locale, { force })
      : (settings.peekPublicBundle(locale) ?? (await settings.getPublicBundle(locale)));
    const encoded = encodeBundle(bundle, locale);
    const visitorId = readVisitorId(c);
    if (!visitorId) return preSerializedJson<BundleEnvelope>(c, encoded.bytes);
    return preSerializedJson<BundleEnvelope>(c, withConstants(encoded, await constants.forVisitor(visitorId)));
  });
}
