import type { DbHandle } from '@/server/db/connect';
import { uploadKeysIn, uploadUrl } from '@/server/storage/file-storage';
import { VIMEO_STORAGE, vimeoPlayerUrl } from '@/shared/api/media';

/**
 * Vimeo's player for each video `value` names by URL that Vimeo holds (the library sent it
 * there), by that URL: public pages embed the player instead of a `<video>` of a file the
 * server does not have. Files served here and other sites' addresses are absent.
 */
export async function vimeoPlayersIn({ db }: Pick<DbHandle, 'db'>, value: unknown): Promise<Record<string, string>> {
  const keys = [...uploadKeysIn(value)];
  if (keys.length === 0) return {};
  const rows = await db.selectFrom('media').select(['path', 'remote_uri'])
    .where('path', 'in', keys).where('storage', '=', VIMEO_STORAGE).where('remote_uri', 'is not', null).execute();
  return Object.fromEntries(rows.map((row) => [uploadUrl(row.path), vimeoPlayerUrl(row.remote_uri!)]));
}
