import 'server-only';
import { appContext } from '@/server/context';
import { isApiError } from '@/server/services/api-error';
import type { SubmissionPendingCounts } from '@/shared/api/submissions';
import type { AuthUser } from '@/shared/types';

/** Each form's pending count for the dashboard's sidebar, as GET /api/dashboard/submissions/pending answers it; none when the viewer reads no form. */
export async function pendingCountsFor(user: AuthUser): Promise<SubmissionPendingCounts> {
  try {
    return await appContext().services.dashboard.submissions.pendingCounts(user);
  } catch (error) {
    if (isApiError(error) && error.status === 403) return {};
    throw error;
  }
}
