import { z } from '@/shared/schemas/zod-config';

/**
 * Where a media file is used (`used_by` of a media item, and of the 409 refusing to delete a used
 * one): one entry per owner naming the file, with the places inside it.
 */
export const MEDIA_USAGE_KINDS = ['content', 'revision', 'submission', 'settings', 'menu'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

/** Owners listed in one answer; `total` counts them all. */
export const MEDIA_USED_BY_LIMIT = 50;

export const mediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  /** The owner's id: a content's, revision's, submission's or menu's number, a setting's key. */
  id: z.union([z.number().int(), z.string()]),
  /** In the caller's language: a content's (a revision's content's) title, a form's or menu's name, a setting's key. */
  title: z.string(),
  /** The module of a content, revision or submission. */
  module: z.string().nullable(),
  /** A revision's content and version. */
  content_id: z.number().int().nullable(),
  version: z.number().int().nullable(),
  /** Dotted paths inside the owner's value: `content.gallery.0.picture`, `content.body.sv`, `header_image`, `contact_message.sv` (a setting's key first). */
  places: z.array(z.string()),
  /** The dashboard page that edits the owner (a localised route and its parameters). */
  href: z.object({ pathname: z.string(), params: z.record(z.string(), z.string()) }),
});

export const mediaUsedBySchema = z.object({ total: z.number().int(), items: z.array(mediaUsageSchema) });

export type MediaUsage = z.infer<typeof mediaUsageSchema>;
export type MediaUsedBy = z.infer<typeof mediaUsedBySchema>;
