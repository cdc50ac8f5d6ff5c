import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { uploadKeysIn } from '@/server/storage/file-storage';
import {
  KEPT_REVISIONS, type ContentRevision, type RevisionRestoreInput, type RevisionSnapshot, type RevisionSummary,
} from '@/shared/api/content-revisions';
import type { ContentUpdateInput, DashboardContent, DashboardContentRecord } from '@/shared/api/contents';
import type { AuthUser } from '@/shared/types';
import { ApiError } from '../api-error';
import type { ContentsAdmin } from './contents';
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

/**
 * A content's saved revisions (`…/contents/{id}/revisions`): list, read one, and restore one
 * through the contents' own save, so it is checked, versioned, audited and published like any save.
 */
export function createRevisionsAdmin({ handle, contents }: { handle: DbHandle; contents: ContentsAdmin }) {
  const { db, json } = handle;

  const revisions = (contentId: number) => db.selectFrom('content_revisions')
    .leftJoin('users', 'users.id', 'content_revisions.created_by')
    .select(['content_revisions.id', 'content_revisions.version', 'content_revisions.snapshot', 'content_revisions.created_at', 'content_revisions.created_by', 'users.fullname', 'users.username'])
    .where('content_revisions.content_id', '=', contentId);
  type Row = Awaited<ReturnType<ReturnType<typeof revisions>['executeTakeFirstOrThrow']>>;

  const author = (row: Row) => (row.created_by === null ? null : { id: row.created_by, name: row.fullname || row.username || '' });

  async function find(key: string, id: number, revisionId: number): Promise<ContentRevision> {
    await contents.get(key, id);
    const row = await revisions(id).where('content_revisions.id', '=', revisionId).executeTakeFirst();
    if (!row) throw new ApiError(404, 'revision_not_found');
    return { id: row.id, version: row.version, created_at: row.created_at, created_by: author(row), snapshot: json.read<RevisionSnapshot>(row.snapshot) };
  }

  return {
    /** Newest first. */
    async list(key: string, id: number): Promise<{ items: RevisionSummary[] }> {
      await contents.get(key, id);
      const rows = await revisions(id).orderBy('content_revisions.id', 'desc').limit(KEPT_REVISIONS).execute();
      return {
        items: rows.map((row) => {
          const snapshot = json.read<RevisionSnapshot>(row.snapshot);
          return { id: row.id, version: row.version, status: snapshot.status, created_at: row.created_at, created_by: author(row), title: snapshot.title };
        }),
      };
    },

    get: find,

    /**
     * Saves the revision's snapshot as the content's next version (a stale `version` is a 409).
     * Values of fields the module no longer has are kept as stored; the others must pass the
     * current fields' rules (422 otherwise).
     */
    async restore(actor: AuthUser, key: string, id: number, revisionId: number, { version }: RevisionRestoreInput): Promise<DashboardContentRecord> {
      const owner = await contents.module(key);
      const { snapshot } = await find(key, id, revisionId);
      const current = new Set(owner.fields.map((field) => field.key));
      const entries = Object.entries(snapshot.content ?? {});
      const values = Object.fromEntries(entries.filter(([field]) => current.has(field)));
      const removed = Object.fromEntries(entries.filter(([field]) => !current.has(field)));
      // The save parses it with its own schema (per-locale texts and slug included), as it does a PUT body.
      const input = { ...snapshot, content: values, version } as unknown as ContentUpdateInput;
      return contents.update(actor, key, id, input, { action: 'restore', keep: removed });
    },
  };
}

export type RevisionsAdmin = ReturnType<typeof createRevisionsAdmin>;
