import { locales } from '@/i18n/locales';
import { idSchema } from '@/shared/schemas/auth';
import { message, z } from '@/shared/schemas/zod-config';
import { dashboardListQuery, listResultSchema } from './list';
import { mediaUsedBySchema } from './media-usages';

/**
 * The media library: /api/dashboard/media, guarded by `media.read|create|update|delete`. Every
 * stored file is one item, whether uploaded into the library or into a content field.
 */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export const MEDIA_STATUSES = ['ready', 'processing', 'failed'] as const;
/** `ids` of one bulk delete. */
export const MEDIA_BULK_IDS_MAX = 100;
export const MEDIA_ALT_MAX = 1_000;
export const MEDIA_CAPTION_MAX = 2_000;

export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The `storage` of files Vimeo holds (videos sent there while its settings are complete). */
export const VIMEO_STORAGE = 'vimeo';
/** Where Vimeo's player is embedded from (the page CSP's frame-src allows it). */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The player's address of the video Vimeo names `/videos/{id}`. */
export const vimeoPlayerUrl = (videoUri: string) => `${VIMEO_PLAYER_ORIGIN}/video/${videoUri.slice(videoUri.lastIndexOf('/') + 1)}`;

/** A file's kind by its (detected) MIME type. */
export function mediaKindOf(mime: string): MediaKind {
  const family = mime.slice(0, mime.indexOf('/'));
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'document';
}

const perLocale = (max: number) => z.partialRecord(z.enum(locales), z.string().trim().max(max));

/** Where a crop keeps its centre: 0..1 from the left and from the top. */
export const focalPointSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

/** One WebP (or AVIF) rendering of an image, stored beside it under its own key. */
export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  key: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** Where the file is served (/api/uploads/...). */
  url: z.string(),
  file_name: z.string(),
  /** Judged from the file's bytes, never its name. */
  mime_type: z.string(),
  kind: z.enum(MEDIA_KINDS),
  size: z.number().int(),
  /** An image's pixels; null when unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.record(z.string(), z.string()),
  caption: z.record(z.string(), z.string()),
  focal: focalPointSchema.nullable(),
  variants: z.array(mediaVariantSchema),
  /** A tiny blurred image as a data URI, shown while the image loads. */
  placeholder: z.string().nullable(),
  /** Hex SHA-256 of the bytes; null for files stored before the library knew it. */
  sha256: z.string().nullable(),
  /** The content module it was uploaded for; null for the library's own uploads. */
  module: z.string().nullable(),
  storage: z.string(),
  /** Vimeo's player for a video Vimeo holds (shown in an iframe; `status` is 'processing' until it plays); null for files served here. */
  player: z.string().nullable(),
  status: z.enum(MEDIA_STATUSES),
  created_at: z.string(),
  /** Who uploaded it; null once that user is deleted. */
  created_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  updated_at: z.string(),
});

const instant = z.iso.datetime({ offset: true });

/** `search` matches the file name and the alt text in any locale (substring, case-insensitive); `from` inclusive, `to` exclusive, on `created_at`. */
export const MEDIA_SORT_COLUMNS = ['created_at', 'file_name', 'size'] as const;
export const mediaListQuerySchema = dashboardListQuery(MEDIA_SORT_COLUMNS, {
  kind: z.enum(MEDIA_KINDS).optional(),
  module: z.string().max(64).optional(),
  /** Files something names (a content, revision, submission, setting or menu), or none does. */
  used: z.enum(['used', 'unused']).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export const mediaListSchema = listResultSchema(mediaItemSchema);

/** One file as GET /api/dashboard/media/{id} answers it: the item and where it is used. */
export const mediaDetailSchema = mediaItemSchema.extend({ used_by: mediaUsedBySchema });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** `POST /api/dashboard/media?module=`: the content module whose upload rules the files follow. */
export const mediaUploadQuerySchema = z.object({ module: z.string().max(64).optional() });

/** A file name as people see it: no folders, no control characters. */
const fileNameSchema = z.string().trim().min(1).max(255).regex(/^[^/\\\u0000-\u001f\u007f]+$/, message('invalid_string'));

/** `PATCH /api/dashboard/media/{id}`: any of these; a locale's empty text removes it, `focal: null` clears the point. */
export const mediaUpdateSchema = z.strictObject({
  file_name: fileNameSchema.optional(),
  alt: perLocale(MEDIA_ALT_MAX).optional(),
  caption: perLocale(MEDIA_CAPTION_MAX).optional(),
  focal: focalPointSchema.nullable().optional(),
}).refine((body) => Object.keys(body).length > 0, message('required'));

/**
 * `POST /api/dashboard/media/bulk-delete`: all or none. `confirm`: files still used are deleted
 * too, after their references are removed from every place that names them.
 */
export const mediaBulkDeleteSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(MEDIA_BULK_IDS_MAX), confirm: z.boolean().optional() });
/** `DELETE /api/dashboard/media/{id}?confirm=true`: the same confirmation for one file. */
export const mediaDeleteQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional().transform((value) => value === 'true') });
export const mediaBulkResultSchema = z.object({ deleted: z.number().int() });

/** One uploaded file: the new item, or (`duplicate`) the one the library already had with the same bytes. */
export const mediaUploadSchema = z.object({ duplicate: z.boolean(), item: mediaItemSchema });
export const mediaUploadResultSchema = z.object({ files: z.array(mediaUploadSchema) });

export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaVariant = z.infer<typeof mediaVariantSchema>;
export type FocalPoint = z.infer<typeof focalPointSchema>;
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export type MediaList = z.infer<typeof mediaListSchema>;
export type MediaUpdateInput = z.infer<typeof mediaUpdateSchema>;
export type MediaBulkDeleteInput = z.infer<typeof mediaBulkDeleteSchema>;
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/**
 * An image as public pages show it (built by shared/public-image.ts from its item, rendered by
 * components/media/responsive-image.tsx): one `<img>`, its WebP variants as `srcset`.
 */
export interface PublicImage {
  /** What `src` loads: the 1280 px WebP (else the widest one), or the original (a GIF, an SVG, an image without variants). */
  src: string;
  /** The WebP variants by width, narrowest first; empty when `src` alone serves. */
  srcset: { url: string; width: number }[];
  /** The image's size, upright (for `width`/`height`: its box is reserved before it loads); null when unknown (SVG). */
  width: number | null;
  height: number | null;
  /** A tiny blurred WebP as a data URI, shown behind the image until it arrives. */
  placeholder: string | null;
  /** The alt text in the page's locale; empty when none was written. */
  alt: string;
}
