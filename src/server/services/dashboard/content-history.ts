import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { uploadKeysIn } from '@/server/storage/file-storage';
import { KEPT_REVISIONS, type RevisionSnapshot } from '@/shared/api/content-revisions';
import type { DashboardContent } from '@/shared/api/contents';
import type { UploadsAdmin } from './uploads';

type AfterCommit = (effect: () => void) => void;

const snapshotOf = ({ title, slug, header, header_image, content, status }: DashboardContent): RevisionSnapshot =>
  ({ title, slug, header, header_image, content, status });

/**
 * What the contents' write path does beside each write, in its transaction: a revision per
 * create, save and restore (the last KEPT_REVISIONS per item), and the release of uploads no
 * content or kept revision refers to any more.
 */
export function createContentHistory({ handle, uploads }: { handle: DbHandle; uploads: UploadsAdmin }) {
  const { json } = handle;

  /** Upload keys of the contents `ids` and of all their revisions. */
  async function keysOfContents(trx: Trx, ids: readonly number[]): Promise<Set<string>> {
    const rows = await trx.selectFrom('module_contents').select(['content', 'header_image']).where('id', 'in', ids).execute();
    const snapshots = await trx.selectFrom('content_revisions').select('snapshot').where('content_id', 'in', ids).execute();
    return new Set([
      ...rows.flatMap((row) => [...uploadKeysIn(json.read(row.content)), ...uploadKeysIn(row.header_image ?? '')]),
      ...snapshots.flatMap((row) => [...uploadKeysIn(json.read(row.snapshot))]),
    ]);
  }

  return {
    /** After a create (`before` null), save or restore: records `content` as a revision, drops the oldest beyond the kept ones. */
    async written(trx: Trx, moduleId: number, content: DashboardContent, actorId: number, before: DashboardContent | null, afterCommit: AfterCommit) {
      await trx.insertInto('content_revisions').values({
        content_id: content.id, module_id: moduleId, version: content.version, snapshot: json.write(snapshotOf(content)), created_by: actorId,
      }).execute();
      // SQLite needs a LIMIT with OFFSET; a write adds one revision, so few are ever beyond.
      const pruned = await trx.selectFrom('content_revisions').select(['id', 'snapshot'])
        .where('content_id', '=', content.id).orderBy('id', 'desc').limit(1_000).offset(KEPT_REVISIONS).execute();
      if (pruned.length) await trx.deleteFrom('content_revisions').where('id', 'in', pruned.map((row) => row.id)).execute();

      const dropped = new Set([...(before ? uploadKeysIn(before) : []), ...pruned.flatMap((row) => [...uploadKeysIn(json.read(row.snapshot))])]);
      for (const key of uploadKeysIn(content)) dropped.delete(key);
      await uploads.release(trx, dropped, afterCommit);
    },

    /**
     * Before contents are deleted: what they and their revisions refer to. Call the answer
     * after the delete, to release the uploads nothing else refers to.
     */
    async removing(trx: Trx, ids: readonly number[]): Promise<(afterCommit: AfterCommit) => Promise<void>> {
      const keys = await keysOfContents(trx, ids);
      return (afterCommit) => uploads.release(trx, keys, afterCommit);
    },
  };
}

export type ContentHistory = ReturnType<typeof createContentHistory>;
