import { sql, type ExpressionBuilder } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Database } from '@/server/db/schema';
import type { MediaVariant } from '@/shared/api/media';
import { addVariantKeys } from './media-variants';

/** An image whose AVIF variants are still to be made (migration 0026). */
export interface AvifWork {
  id: number;
  /** The original's key, in the driver `storage` names; the AVIF variants go beside it. */
  path: string;
  storage: string;
  variants: MediaVariant[];
}

/** Tries an image gets before it is left without AVIF variants (its WebP ones still serve). */
export const AVIF_MAX_FAILURES = 3;

/**
 * The rows of the AVIF backlog (avif-backfill.ts). A process takes a row by a conditional update
 * of its claim time, so two never encode the same image; a claim older than `staleBefore` was
 * left by a process that stopped and is taken again. Every write is guarded by the claim: a row
 * deleted or taken over meanwhile is not written, and the caller removes what it stored.
 */
export function createAvifQueue({ db, json }: DbHandle) {
  const unclaimed = (staleBefore: string) => (eb: ExpressionBuilder<Database, 'media'>) =>
    eb.or([eb('avif_claimed_at', 'is', null), eb('avif_claimed_at', '<', staleBefore)]);

  return {
    /** Takes the oldest pending image nobody holds; undefined when none is left. */
    async claimNext(claimedAt: string, staleBefore: string): Promise<AvifWork | undefined> {
      for (;;) {
        const row = await db.selectFrom('media').select(['id', 'path', 'storage', 'variants'])
          .where('avif_state', '=', 'pending').where(unclaimed(staleBefore)).orderBy('id').limit(1).executeTakeFirst();
        if (!row) return undefined;
        const taken = await db.updateTable('media').set({ avif_claimed_at: claimedAt })
          .where('id', '=', row.id).where('avif_state', '=', 'pending').where(unclaimed(staleBefore)).executeTakeFirst();
        // Another process took it between the two statements: look for the next one.
        if (Number(taken.numUpdatedRows) === 1) return { id: row.id, path: row.path, storage: row.storage, variants: json.read<MediaVariant[]>(row.variants) ?? [] };
      }
    },

    /** Adds the AVIF variants to the row's; false when the claim is no longer ours (the row is gone). */
    async complete(work: AvifWork, claimedAt: string, avif: readonly MediaVariant[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('media')
          .set({ variants: json.write([...work.variants, ...avif]), avif_state: 'done', avif_claimed_at: null })
          .where('id', '=', work.id).where('avif_claimed_at', '=', claimedAt).executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        // Served by key and known to the pruner, as the WebP ones are.
        await addVariantKeys(trx, work.id, avif);
        return true;
      });
    },

    /**
     * Counts a failed try: failed for good after AVIF_MAX_FAILURES, else pending again once the
     * claim goes stale (a storage that was down gets that long to come back).
     */
    async fail(work: AvifWork, claimedAt: string): Promise<void> {
      await db.updateTable('media')
        .set((eb) => ({
          avif_failures: eb('avif_failures', '+', 1),
          avif_state: sql<'pending' | 'failed'>`case when ${eb.ref('avif_failures')} >= ${AVIF_MAX_FAILURES - 1} then 'failed' else 'pending' end`,
        }))
        .where('id', '=', work.id).where('avif_claimed_at', '=', claimedAt).execute();
    },
  };
}

export type AvifQueue = ReturnType<typeof createAvifQueue>;
