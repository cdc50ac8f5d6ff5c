import { removeUsages } from '@/server/entities/media-usages';
import type { Trx } from '@/server/entities/operations';
import type { UploadsAdmin } from './uploads';

type AfterCommit = (effect: () => void) => void;

/** A submission to delete. */
export interface SubmissionRef {
  id: number;
}

/** Rows deleted per statement, so a large deletion never holds every row or id list at once. */
export const SUBMISSION_REMOVAL_BATCH = 500;

/**
 * Deletes form submissions and releases the uploads their values referred to (the files go once
 * the transaction committed, unless something else still refers to them). Shared by the inbox's
 * deletes and the retention job.
 */
export function createSubmissionRemoval({ uploads }: { uploads: Pick<UploadsAdmin, 'release'> }) {
  /** Deletes `rows` in `trx` and releases their uploads; their number. */
  async function removeRows(trx: Trx, rows: readonly SubmissionRef[], afterCommit: AfterCommit): Promise<number> {
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await trx.deleteFrom('form_submissions').where('id', 'in', ids).execute();
    await uploads.release(trx, await removeUsages(trx, 'submission', ids), afterCommit);
    return rows.length;
  }

  return {
    removeRows,

    /**
     * Deletes every row `pick` returns, in `trx`: `pick` gives at most `limit` of those left and
     * is called again until it gives fewer. The number deleted.
     */
    async removeAll(trx: Trx, pick: (limit: number) => Promise<SubmissionRef[]>, afterCommit: AfterCommit): Promise<number> {
      let removed = 0;
      for (;;) {
        const rows = await pick(SUBMISSION_REMOVAL_BATCH);
        removed += await removeRows(trx, rows, afterCommit);
        if (rows.length < SUBMISSION_REMOVAL_BATCH) return removed;
      }
    },
  };
}

export type SubmissionRemoval = ReturnType<typeof createSubmissionRemoval>;
