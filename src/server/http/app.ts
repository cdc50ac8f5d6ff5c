import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { createRateLimiter } from '@/server/services/rate-limits';
// Installs the zod error map that gives every validation issue a translatable key.
import '@/shared/schemas/zod-config';
import { handleError, handleNotFound } from './errors';
import { maintenanceGuard } from './middleware/maintenance';
import { rateLimitWritesByUser } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { rejectInvalidRequest } from './router';
import { authRoutes } from './routes/auth';
import { constantsRoutes } from './routes/constants';
import { cookiePreferencesRoutes } from './routes/cookie-preferences';
import { dashboardRouters } from './routes/dashboard';
import { registerApiDocs, type ApiDocumentHead } from './routes/docs';
import { formsRoutes } from './routes/forms';
import { menusRoutes } from './routes/menus';
import { modulesRoutes } from './routes/modules';
import { settingsRoutes } from './routes/settings';
import { uploadFileRoutes } from './routes/uploads';
import type { ApiEnv } from './types';

/** Every route's prefix (GET /api/settings, …). */
const API_BASE = '/api';
/** The dashboard API's prefix below it: its writes are rate-limited per user. */
const DASHBOARD = '/dashboard';

/** The head of the OpenAPI document: also used by scripts/openapi-document.ts. */
export function apiDocumentHead(config: Pick<AppConfig, 'publicUrl'>): ApiDocumentHead {
  return { info: { title: 'Polyglot API', version: '1.0.0' }, publicUrl: config.publicUrl, writeLimited: `${API_BASE}${DASHBOARD}/` };
}

/**
 * The whole API: every route lives under /api, answers in the envelope, and is logged.
 * server.ts hands it every request whose path starts with /api.
 */
export function createApiApp(ctx: AppContext) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidRequest }).basePath(API_BASE);

  // The log wraps everything so it records the final status.
  if (ctx.config.requestLog) app.use('*', requestLog(ctx.services.logs));
  app.use(
    '*',
    securityHeaders(ctx.config.publicUrl),
    requestContext({ sessions: ctx.services.sessions, publicUrl: ctx.config.publicUrl, maxBodyBytes: ctx.config.maxBodyBytes }),
    maintenanceGuard(ctx.services.settings),
  );

  app.route('/', settingsRoutes(ctx));
  app.route('/', constantsRoutes(ctx));
  app.route('/', cookiePreferencesRoutes(ctx));
  app.route('/', modulesRoutes(ctx));
  app.route('/', menusRoutes(ctx));
  app.route('/', formsRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', uploadFileRoutes(ctx));
  const dashboardWrites = createRateLimiter(ctx.config, { name: 'dashboard-writes', points: ctx.config.dashboardWritesPerMinute, durationSeconds: 60 });
  app.use(`${DASHBOARD}/*`, rateLimitWritesByUser(dashboardWrites));
  for (const [path, router] of dashboardRouters(ctx)) app.route(`${DASHBOARD}/${path}`, router);

  registerApiDocs(app, apiDocumentHead(ctx.config));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
