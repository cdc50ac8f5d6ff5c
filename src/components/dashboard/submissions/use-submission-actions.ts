'use client';

import { useMemo } from 'react';
import { useApi } from '@/lib/use-api';
import { submissionSchema, type DashboardSubmission, type SubmissionFilter, type SubmissionStatus, type SubmissionUpdateInput } from '@/shared/api/submissions';
import { submissionsApiPath } from './submissions-api';

/** The submissions a bulk call changes: those ticked, or every one the filter matches. */
export type BulkTarget = { ids: number[] } | { all: true; filter: SubmissionFilter };

/** The inbox's writes; each shows the server's answer as a toast. */
export function useSubmissionActions(moduleKey: string) {
  const { requestWithAlert } = useApi();
  return useMemo(() => ({
    /** Status, note, or back from spam: the saved submission, or null when refused. */
    async update(id: number, change: SubmissionUpdateInput): Promise<DashboardSubmission | null> {
      const answer = await requestWithAlert('PATCH', submissionsApiPath(moduleKey, id), change);
      const parsed = answer.ok ? submissionSchema.safeParse(answer.data) : null;
      return parsed?.success ? parsed.data : null;
    },
    async remove(id: number): Promise<boolean> {
      return (await requestWithAlert('DELETE', submissionsApiPath(moduleKey, id))).ok;
    },
    async bulkStatus(target: BulkTarget, status: SubmissionStatus): Promise<boolean> {
      return (await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk'), { ...target, status })).ok;
    },
    /** Back from spam to the inbox (each then mailed to the staff once). */
    async bulkRestore(target: BulkTarget): Promise<boolean> {
      return (await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk-restore'), target)).ok;
    },
    async bulkDelete(target: BulkTarget): Promise<boolean> {
      return (await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk-delete'), target)).ok;
    },
  }), [moduleKey, requestWithAlert]);
}

export type SubmissionActions = ReturnType<typeof useSubmissionActions>;
