import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { submissionPendingCountsSchema } from '@/shared/api/submissions';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

const getPendingCounts = createRoute({
  method: 'get', path: '/pending', operationId: 'dashboardGetPendingSubmissionCounts', summary: "Each form's pending submissions, for the sidebar",
  // No one area: the service keeps the forms whose own read key the caller holds (403 for none).
  ...dashboardAccess({
    name: 'submissions',
    area: async () => '',
    describe: () => "Needs the form module's own `{key}.read` permission (e.g. `contact.read`) of at least one form; answers only for those forms.",
  }),
  responses: {
    200: jsonResponse(submissionPendingCountsSchema, "`{ [moduleKey]: pendingCount }`: the inbox's pending submissions (spam apart) of every form whose `{key}.read` the caller holds, and of no other"),
    ...errorResponses(401, 403),
  },
});

/** /api/dashboard/submissions: the forms' pending counts in one request (the sidebar's badges, refreshed with the notifications poll). */
export function dashboardSubmissionCountsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter().openapi(getPendingCounts, async (c) => ok(c, await dashboard.submissions.pendingCounts(await requireUser(c))));
}
