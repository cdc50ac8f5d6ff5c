import type { DbHandle } from '@/server/db/connect';
import { periodicJob } from './periodic-job';
import { SUBMISSION_REMOVAL_BATCH, type SubmissionRemoval } from './dashboard/submission-removal';

/** Submissions held as spam are kept this long, for the staff to restore one a filter got wrong. */
export const SPAM_KEPT_DAYS = 30;

export const SUBMISSION_RETENTION_INTERVAL_MS = 24 * 3600_000;

const DAY_MS = 24 * 3600_000;

export interface SubmissionRetentionResult {
  /** Submissions older than their form's retention. */
  expired: number;
  /** Spam older than SPAM_KEPT_DAYS. */
  spam: number;
}

/**
 * Daily: removes each form's submissions older than its retention (`modules.submission_retention_days`),
 * and spam older than SPAM_KEPT_DAYS, with the uploads only they referred to. One batch per
 * transaction, so a large purge never holds the database for long.
 */
export function createSubmissionRetention(
  { handle, removal }: { handle: DbHandle; removal: Pick<SubmissionRemoval, 'removeRows'> },
  { intervalMs = SUBMISSION_RETENTION_INTERVAL_MS, now = () => Date.now() }: { intervalMs?: number; now?: () => number } = {},
) {
  const { db } = handle;
  const before = (days: number) => new Date(now() - days * DAY_MS).toISOString();

  /** Removes the rows of `moduleId` (or of any form) created before `cutoff`, spam only when `spamOnly`. */
  async function removeOlder(cutoff: string, scope: { moduleId?: number; spamOnly?: boolean }): Promise<number> {
    let removed = 0;
    while (!job.closed) {
      const effects: (() => void)[] = [];
      const batch = await db.transaction().execute(async (trx) => {
        let rows = trx.selectFrom('form_submissions').select('id').where('created_at', '<', cutoff);
        if (scope.moduleId !== undefined) rows = rows.where('module_id', '=', scope.moduleId);
        if (scope.spamOnly) rows = rows.where('spam_reason', 'is not', null);
        const picked = await rows.orderBy('id').limit(SUBMISSION_REMOVAL_BATCH).execute();
        return removal.removeRows(trx, picked, (effect) => effects.push(effect));
      });
      for (const effect of effects) effect();
      removed += batch;
      if (batch < SUBMISSION_REMOVAL_BATCH) break;
    }
    return removed;
  }

  async function purge(): Promise<SubmissionRetentionResult> {
    const forms = await db.selectFrom('modules').select(['id', 'submission_retention_days'])
      .where('type', '=', 'form').where('submission_retention_days', 'is not', null).execute();
    let expired = 0;
    for (const form of forms) expired += await removeOlder(before(form.submission_retention_days!), { moduleId: form.id });
    return { expired, spam: await removeOlder(before(SPAM_KEPT_DAYS), { spamOnly: true }) };
  }

  const job = periodicJob(purge, { intervalMs, failure: '[forms] removing expired submissions failed:' });
  return {
    /** One run now (a run already going is joined). */
    purgeNow: job.runNow,
    start: job.start,
    /** Stops the timer; a run in progress ends after its current batch. */
    close: job.close,
  };
}

export type SubmissionRetention = ReturnType<typeof createSubmissionRetention>;
