'use client';

import { useMemo } from 'react';
import { useApi } from '@/lib/use-api';
import {
  submissionBulkStatusResultSchema, submissionSchema,
  type DashboardSubmission, type SubmissionFilter, type SubmissionStatus, type SubmissionUpdateInput,
} from '@/shared/api/submissions';
import { submissionsApiPath } from './submissions-api';

/** The submissions a bulk call changes: those ticked, or every one the filter matches. */
export type BulkTarget = { ids: number[] } | { all: true; filter: SubmissionFilter };

/** An undo offered in the toast of a bulk change: its button's label, and what follows once it is done. */
export interface UndoOffer {
  label: string;
  onUndone: () => void;
}

const OTHER_STATUS: Record<SubmissionStatus, SubmissionStatus> = { pending: 'solved', solved: 'pending' };

/** The inbox's writes; each shows the server's answer as a toast. */
export function useSubmissionActions(moduleKey: string) {
  const { requestWithAlert } = useApi();
  return useMemo(() => {
    /**
     * Marks them solved or pending; with `undo`, the toast offers to mark back exactly those that
     * changed (the answer names them, unless they are more than one call may name).
     */
    async function bulkStatus(target: BulkTarget, status: SubmissionStatus, undo?: UndoOffer): Promise<boolean> {
      const answer = await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk'), { ...target, status }, {
        actions: undo ? (result) => {
          const parsed = submissionBulkStatusResultSchema.safeParse(result.data);
          const ids = parsed.success ? parsed.data.ids : null;
          if (!ids?.length) return [];
          return [{ label: undo.label, onClick: () => void bulkStatus({ ids }, OTHER_STATUS[status]).then((done) => done && undo.onUndone()) }];
        } : undefined,
      });
      return answer.ok;
    }
    return {
      /** Status, note, or back from spam: the saved submission, or null when refused. */
      async update(id: number, change: SubmissionUpdateInput): Promise<DashboardSubmission | null> {
        const answer = await requestWithAlert('PATCH', submissionsApiPath(moduleKey, id), change);
        const parsed = answer.ok ? submissionSchema.safeParse(answer.data) : null;
        return parsed?.success ? parsed.data : null;
      },
      async remove(id: number): Promise<boolean> {
        return (await requestWithAlert('DELETE', submissionsApiPath(moduleKey, id))).ok;
      },
      bulkStatus,
      /** Back from spam to the inbox (each then mailed to the staff once). */
      async bulkRestore(target: BulkTarget): Promise<boolean> {
        return (await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk-restore'), target)).ok;
      },
      async bulkDelete(target: BulkTarget): Promise<boolean> {
        return (await requestWithAlert('POST', submissionsApiPath(moduleKey, 'bulk-delete'), target)).ok;
      },
    };
  }, [moduleKey, requestWithAlert]);
}

export type SubmissionActions = ReturnType<typeof useSubmissionActions>;
