import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { overviewSchema } from '@/shared/api/overview';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

const getOverview = createRoute({
  method: 'get', path: '/', operationId: 'dashboardGetOverview',
  summary: 'Counts, per-day series of the last 30 days (requests, error rates, sign-ups) and the latest activity, each only where the caller may read its data',
  ...dashboardAccess({ name: 'overview', area: 'external' }, 'dashboard'),
  responses: { 200: jsonResponse(overviewSchema, 'The overview'), ...errorResponses(401, 403) },
});

/** /api/dashboard/overview */
export function dashboardOverviewRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter().openapi(getOverview, async (c) => ok(c, await dashboard.overview.get(await requireUser(c))));
}
