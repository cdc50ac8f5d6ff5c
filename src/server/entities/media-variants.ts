import type { DbHandle } from '@/server/db/connect';
import type { MediaVariant } from '@/shared/api/media';
import type { Trx } from './operations';

type Executor = DbHandle['db'] | Trx;

/**
 * The index of image variants' keys (migration 0027), kept beside the media row's `variants`
 * JSON in the same write: what serves a variant by its key and tells the pruner it is ours.
 */

/** Records the keys of `variants` as the media row `mediaId`'s. */
export async function addVariantKeys(executor: Executor, mediaId: number, variants: readonly MediaVariant[]): Promise<void> {
  if (variants.length === 0) return;
  await executor.insertInto('media_variants')
    .values(variants.map(({ key, mime, width }) => ({ key, media_id: mediaId, mime, width })))
    .execute();
}

/** What GET /api/uploads/{key} needs of a variant: its type and width, and its image's row (name, driver). */
export async function variantByKey(executor: Executor, key: string) {
  return executor.selectFrom('media_variants').innerJoin('media', 'media.id', 'media_variants.media_id')
    .select(['media_variants.mime', 'media_variants.width', 'media.file_name', 'media.storage'])
    .where('media_variants.key', '=', key).executeTakeFirst();
}

/** Whether a stored file of `key` belongs to a media row, as its original or one of its variants. */
export async function isMediaKey(executor: Executor, storage: string, key: string): Promise<boolean> {
  const original = await executor.selectFrom('media').select('id').where('storage', '=', storage).where('path', '=', key).executeTakeFirst();
  if (original) return true;
  const variant = await executor.selectFrom('media_variants').innerJoin('media', 'media.id', 'media_variants.media_id')
    .select('media.id').where('media.storage', '=', storage).where('media_variants.key', '=', key).executeTakeFirst();
  return Boolean(variant);
}
