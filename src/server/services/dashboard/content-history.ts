import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { removeContentUsages, removeUsages, replaceUsages } from '@/server/entities/media-usages';
import { KEPT_REVISIONS, type RevisionSnapshot } from '@/shared/api/content-revisions';
import type { DashboardContent } from '@/shared/api/contents';
import { withoutUploads } from './media-references';
import type { UploadsAdmin } from './uploads';

type AfterCommit = (effect: () => void) => void;

const snapshotOf = ({ title, slug, header, header_image, content, status }: DashboardContent): RevisionSnapshot =>
  ({ title, slug, header, header_image, content, status });

/**
 * What the contents' write path does beside each write, in its transaction: a revision per
 * create, save and restore (the last KEPT_REVISIONS per item), the usage index of the content and
 * its revisions, and the release of uploads nothing refers to any more.
 */
export function createContentHistory({ handle, uploads }: { handle: DbHandle; uploads: UploadsAdmin }) {
  const { json } = handle;

  return {
    /** After a create, save or restore: records `content` as a revision, drops the oldest beyond the kept ones. */
    async written(trx: Trx, moduleId: number, content: DashboardContent, actorId: number, afterCommit: AfterCommit) {
      const snapshot = snapshotOf(content);
      const revision = await trx.insertInto('content_revisions').values({
        content_id: content.id, module_id: moduleId, version: content.version, snapshot: json.write(snapshot), created_by: actorId,
      }).returning('id').executeTakeFirstOrThrow();
      const owner = { moduleId, contentId: content.id };
      const dropped = await replaceUsages(trx, { kind: 'content', id: content.id, ...owner }, { header_image: content.header_image, content: content.content });
      await replaceUsages(trx, { kind: 'revision', id: revision.id, ...owner }, snapshot);
      // SQLite needs a LIMIT with OFFSET; a write adds one revision, so few are ever beyond.
      const pruned = await trx.selectFrom('content_revisions').select('id')
        .where('content_id', '=', content.id).orderBy('id', 'desc').limit(1_000).offset(KEPT_REVISIONS).execute();
      if (pruned.length) {
        const ids = pruned.map((row) => row.id);
        await trx.deleteFrom('content_revisions').where('id', 'in', ids).execute();
        for (const key of await removeUsages(trx, 'revision', ids)) dropped.add(key);
      }
      await uploads.release(trx, dropped, afterCommit);
    },

    /**
     * A confirmed media delete: the content's kept revisions that name `keys` are rewritten
     * without them (a restore cannot bring a deleted file back), and the index with them.
     * Answers how many were rewritten.
     */
    async withoutUploads(trx: Trx, contentId: number, keys: readonly string[]): Promise<number> {
      const naming = await trx.selectFrom('media_usages').select('owner_id').distinct().where('owner_kind', '=', 'revision')
        .where('content_id', '=', contentId).where('media_key', 'in', [...keys]).execute();
      if (naming.length === 0) return 0;
      const rows = await trx.selectFrom('content_revisions').select(['id', 'module_id', 'snapshot'])
        .where('id', 'in', naming.map((row) => Number(row.owner_id))).execute();
      for (const row of rows) {
        const snapshot = withoutUploads(json.read<RevisionSnapshot>(row.snapshot), keys);
        const cleaned = { ...snapshot, header_image: snapshot.header_image || null };
        await trx.updateTable('content_revisions').set({ snapshot: json.write(cleaned) }).where('id', '=', row.id).execute();
        await replaceUsages(trx, { kind: 'revision', id: row.id, moduleId: row.module_id, contentId }, cleaned);
      }
      return rows.length;
    },

    /**
     * Before contents are deleted: forgets what they and their revisions refer to. Call the
     * answer after the delete, to release the uploads nothing else refers to.
     */
    async removing(trx: Trx, ids: readonly number[]): Promise<(afterCommit: AfterCommit) => Promise<void>> {
      const keys = await removeContentUsages(trx, ids);
      return (afterCommit) => uploads.release(trx, keys, afterCommit);
    },
  };
}

export type ContentHistory = ReturnType<typeof createContentHistory>;
