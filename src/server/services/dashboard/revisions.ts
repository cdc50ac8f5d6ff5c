import type { DbHandle } from '@/server/db/connect';
import {
  KEPT_REVISIONS, type ContentRevision, type RevisionRestoreInput, type RevisionSnapshot, type RevisionSummary,
} from '@/shared/api/content-revisions';
import type { ContentUpdateInput, DashboardContentRecord } from '@/shared/api/contents';
import type { AuthUser } from '@/shared/types';
import { ApiError } from '../api-error';
import type { ContentsAdmin } from './contents';

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
