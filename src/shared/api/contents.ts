import { locales, defaultLocale, type Locale } from '@/i18n/locales';
import { z, message } from '@/shared/schemas/zod-config';
import { localizedSlugAnswer, localizedSlugSchema } from '@/shared/localized-slug';
import { idSchema } from '@/shared/schemas/auth';
import { mediaReference, normalizeBlank } from '@/shared/fields';
import { dashboardListQuery, listResultSchema, versionSchema } from './list';

export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;

/** A content's slug per locale, unique within its module and locale (shared/localized-slug.ts). */
const contentSlug = localizedSlugSchema(200);

/** Text per site locale; the default locale's title is required. */
const text = z.string().trim().max(300);
const perLocale = (required: boolean) => z.strictObject(
  Object.fromEntries(locales.map((code) => [code, required && code === defaultLocale ? text.min(1) : text.optional()])) as Record<Locale, typeof text>,
);

/**
 * `content` holds the module's field values: the service checks it with the field registry's
 * valuesSchema(module.fields) (422 at `content.<field>`). Rich text is stored as sent and
 * sanitised whenever the public site shows it.
 */
const contentShape = {
  title: perLocale(true),
  slug: contentSlug,
  header: perLocale(false).nullable().default(null),
  /** As an image field takes it (a path on this site or an http(s) URL); blank is none. */
  header_image: z.preprocess((value) => normalizeBlank(value) ?? null, mediaReference().nullable()).default(null),
  content: z.record(z.string(), z.unknown()).default({}),
  status: z.enum(CONTENT_STATUSES).default('draft'),
  ordering: z.number().int().min(0).max(1_000_000).optional(),
};

export const contentCreateSchema = z.object(contentShape);
/** A content's GET answer can be sent back as it is (unknown fields are ignored). */
export const contentUpdateSchema = z.object({ ...contentShape, version: versionSchema });

export const contentSchema = z.object({
  id: z.number().int(),
  module: z.string(),
  title: z.record(z.string(), z.string()),
  /** The default locale's slug and each other locale's own (absent: it uses the default's). */
  slug: localizedSlugAnswer,
  header: z.record(z.string(), z.string()).nullable(),
  header_image: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  status: z.enum(CONTENT_STATUSES),
  ordering: z.number().int(),
  /** The user who saved it last (null when that user was deleted). */
  updated_by: z.number().int().nullable(),
  updated_by_name: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What an upload's media row says of it: the name it was uploaded under, its type and size. */
export const uploadDetailsSchema = z.object({
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Vimeo's player, for a video the library sent to Vimeo (the server does not serve its file). */
  player: z.string().optional(),
});

/** `data` of an upload's answer (`POST …/uploads`): the media row, and where the file now lives. */
export const uploadedFileSchema = uploadDetailsSchema.extend({
  id: z.number().int(),
  url: z.string().meta({
    description: 'Where the file is served (/api/uploads/...): the value to put in the field',
    example: '/api/uploads/0123456789abcdef0123456789abcdef.png',
  }),
});

/**
 * One content as its GET, POST, PUT and restore answer it: with `files`, the uploads its fields
 * and header image refer to, by URL (read only: a PUT ignores it), so an editor can name them.
 */
export const contentRecordSchema = contentSchema.extend({
  files: z.record(z.string(), uploadDetailsSchema),
});

export const contentParamsSchema = z.object({ key: z.string().max(64), id: idSchema });

/**
 * `title` sorts by the default locale's title, `content.<field>` by a field the module flags
 * `table.sortable`; search matches the slugs, the title in any locale and the fields flagged
 * `table.searchable`.
 */
export const CONTENT_SORT_COLUMNS = ['updated_at', 'created_at', 'title', 'status', 'id'] as const;
export const CONTENT_FIELD_SORT = /^content\.[a-z][a-z0-9_]{0,63}$/;
export const contentListQuerySchema = dashboardListQuery(CONTENT_SORT_COLUMNS, { status: z.enum(CONTENT_STATUSES).optional() }).extend({
  sort: z.union([z.enum(CONTENT_SORT_COLUMNS), z.string().regex(CONTENT_FIELD_SORT, message('invalid_enum_value'))]).default('updated_at'),
});
export const contentListSchema = listResultSchema(contentSchema);

/** Publish, unpublish (back to draft) or delete many contents of one module: all or none. */
export const CONTENT_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const contentBulkSchema = z.object({
  ids: z.array(idSchema).min(1).max(100),
  action: z.enum(CONTENT_BULK_ACTIONS),
});
export const contentBulkResultSchema = z.object({ changed: z.number().int() });

export type DashboardContent = z.infer<typeof contentSchema>;
export type DashboardContentRecord = z.infer<typeof contentRecordSchema>;
export type UploadDetails = z.infer<typeof uploadDetailsSchema>;
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export type ContentCreateInput = z.infer<typeof contentCreateSchema>;
export type ContentUpdateInput = z.infer<typeof contentUpdateSchema>;
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export type ContentBulkInput = z.infer<typeof contentBulkSchema>;
