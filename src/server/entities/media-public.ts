import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { uploadKeysIn, uploadUrl } from '@/server/storage/file-storage';
import type { PublicImage } from '@/shared/api/media';
import { publicImageOf } from '@/shared/public-image';
import { createMediaRepository } from './media';

/**
 * The library's images that `value` refers to by URL (a header image, image fields, a group's
 * rows), as public pages show them in `locale`: by that URL, with their variants, size,
 * placeholder and alt text. Anything else (a document, a link to another site, an unknown key) is absent.
 */
export async function publicImagesIn(handle: DbHandle, value: unknown, locale: Locale): Promise<Record<string, PublicImage>> {
  const keys = [...uploadKeysIn(value)];
  if (keys.length === 0) return {};
  const media = createMediaRepository(handle);
  const rows = await media.select().where('media.path', 'in', keys).where('media.kind', '=', 'image').execute();
  return Object.fromEntries(rows.map(media.toItem).map((item) => [item.url, publicImageOf(item, locale, uploadUrl)]));
}
