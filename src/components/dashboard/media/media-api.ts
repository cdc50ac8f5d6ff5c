import { z } from '@/shared/schemas/zod-config';
import { mediaItemSchema, type MediaItem, type MediaVariant } from '@/shared/api/media';
import { mediaUsageSchema, mediaUsedBySchema, type MediaUsage } from '@/shared/api/media-usages';

/** The library's API (src/server/http/routes/dashboard/media.ts). */
export const MEDIA_API = '/api/dashboard/media';
/** The resumable (tus) uploads, when the server offers them. */
export const MEDIA_TUS_API = `${MEDIA_API}/uploads`;

export const mediaApiPath = (id?: number | 'bulk-delete') => (id === undefined ? MEDIA_API : `${MEDIA_API}/${id}`);

/** `GET /media/{id}`: the item and the places that name it. */
export const mediaDetailSchema = mediaItemSchema.extend({ used_by: mediaUsedBySchema.optional() });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** Where a file's variants are served: beside the file, under their own keys. */
const UPLOADS_URL = '/api/uploads/';
export const variantUrl = (variant: Pick<MediaVariant, 'key'>) => `${UPLOADS_URL}${variant.key}`;

/** The smallest WebP rendering of an image (the grid's thumbnail), else null. */
export function smallestWebp(item: Pick<MediaItem, 'variants'>): MediaVariant | null {
  return item.variants.filter((variant) => variant.mime === 'image/webp').sort((a, b) => a.width - b.width)[0] ?? null;
}

/**
 * The places a 409 names, wherever in its `data` they are (one item's `used_by`, or each
 * refused item's in a bulk delete): every entry shaped as a usage, each once.
 */
export function usagesIn(data: unknown): MediaUsage[] {
  const found = new Map<string, MediaUsage>();
  const walk = (node: unknown) => {
    const usage = mediaUsageSchema.safeParse(node);
    if (usage.success) {
      found.set(`${usage.data.kind}:${usage.data.id}`, usage.data);
    } else if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node !== null && typeof node === 'object') {
      Object.values(node).forEach(walk);
    }
  };
  walk(data);
  return [...found.values()];
}
