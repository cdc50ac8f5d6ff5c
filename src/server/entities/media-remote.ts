import type { DbHandle } from '@/server/db/connect';

/** Videos asked after per run of the poll (the oldest first; the rest wait for the next run). */
const BATCH = 100;

/**
 * The media rows an outside service holds (a video sent to Vimeo): those it is still
 * processing, and the end of their processing, written once (a row deleted or settled
 * meanwhile is left alone).
 */
export function createRemoteMediaQueue({ db }: DbHandle, storage: string) {
  return {
    async processing(): Promise<{ id: number; remote_uri: string }[]> {
      const rows = await db.selectFrom('media').select(['id', 'remote_uri'])
        .where('status', '=', 'processing').where('storage', '=', storage).where('remote_uri', 'is not', null)
        .orderBy('id').limit(BATCH).execute();
      return rows.filter((row): row is { id: number; remote_uri: string } => row.remote_uri !== null);
    },

    async settle(id: number, status: 'ready' | 'failed'): Promise<boolean> {
      const result = await db.updateTable('media').set({ status, updated_at: new Date().toISOString() })
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RemoteMediaQueue = ReturnType<typeof createRemoteMediaQueue>;
