import { locales, defaultLocale, type Locale } from '@/i18n/locales';
import { z, message } from '@/shared/schemas/zod-config';
import { moduleFieldsSchema } from '@/shared/fields';
import { localizedSlugAnswer, localizedSlugSchema } from '@/shared/localized-slug';
import { dashboardListQuery, listResultSchema, versionSchema } from './list';

export const MODULE_TYPES = ['content', 'form'] as const;

/**
 * A module's key and slug: lowercase words joined by hyphens (`blog`, `case-studies`). The key
 * names the module's permissions (`{key}.read`) and dashboard page, the slug its public pages.
 * Reserved words (shared/reserved-words.ts) are refused by the server when a key or slug is set.
 */
const slugLike = z.string().trim().max(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message('invalid_key'));

/** The module's name per site locale: the default locale's is required, each one given at least 3 characters. */
const nameText = z.string().trim().min(3, message('name_min')).max(100);
export const moduleNameSchema = z.strictObject(
  Object.fromEntries(locales.map((code) => [code, code === defaultLocale ? nameText : nameText.optional()])) as Record<Locale, typeof nameText>,
);

/** What uploads to the module's media accept (the seeded modules' shape). */
export const moduleUploadConfigSchema = z.strictObject({
  max_files: z.number().int().min(1).max(100),
  max_size_mb: z.number().positive().max(5 * 1024),
  mime_types: z.array(z.string().regex(/^[a-z]+\/(\*|[a-z0-9.+-]+)$/, message('invalid_file_type'))).max(50),
});

const iconSchema = z.string().trim().regex(/^[a-z0-9-]+:[a-z0-9-]+$/, message('invalid_string')).max(100).nullable();

const moduleShape = {
  name: moduleNameSchema,
  /** The public pages' first segment per locale (shared/localized-slug.ts); a string is the same in every locale. */
  slug: localizedSlugSchema(64),
  icon: iconSchema.default(null),
  fields: moduleFieldsSchema,
  upload_config: moduleUploadConfigSchema.nullable().default(null),
  ordering: z.number().int().min(0).max(1_000_000).optional(),
};

export const moduleCreateSchema = z.object({ key: slugLike, type: z.enum(MODULE_TYPES), ...moduleShape });

/**
 * A module's GET answer can be sent back as it is (unknown fields are ignored). The key and the
 * type never change: `key`, when sent, must be the module's own (it names its permissions), and
 * `type` is ignored. Removing or retyping a field whose values exist in the contents is refused
 * (409) unless `confirm_field_changes` is true, and even then a retyped field with values is
 * refused: the values stay as stored, so add a new field under another key instead.
 */
export const moduleUpdateSchema = z.object({
  key: z.string().optional(),
  ...moduleShape,
  version: versionSchema,
  confirm_field_changes: z.boolean().default(false),
});

export const moduleSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(MODULE_TYPES),
  name: z.record(z.string(), z.string()),
  /** The default locale's slug and each other locale's own: `/{en}`, `/sv/{sv ?? en}`, `/tr/{tr ?? en}`. */
  slug: localizedSlugAnswer,
  icon: z.string().nullable(),
  fields: moduleFieldsSchema,
  upload_config: moduleUploadConfigSchema.nullable(),
  ordering: z.number().int(),
  /** How many contents (content modules) and form submissions (form modules) it holds. */
  content_count: z.number().int(),
  submission_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What deleting the module takes with it (the delete-preview and the delete's answer). */
export const moduleDeletionSchema = z.object({ contents: z.number().int(), submissions: z.number().int() });

export const moduleKeyParamsSchema = z.object({ key: z.string().max(64) });

/** `name` sorts by the default locale's name. */
export const MODULE_SORT_COLUMNS = ['ordering', 'name', 'key', 'type', 'created_at', 'updated_at', 'id'] as const;
export const moduleListQuerySchema = dashboardListQuery(MODULE_SORT_COLUMNS, { type: z.enum(MODULE_TYPES).optional() }).extend({
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const moduleListSchema = listResultSchema(moduleSchema);

export type DashboardModule = z.infer<typeof moduleSchema>;
export type ModuleCreateInput = z.infer<typeof moduleCreateSchema>;
export type ModuleUpdateInput = z.infer<typeof moduleUpdateSchema>;
export type ModuleListQuery = z.infer<typeof moduleListQuerySchema>;
export type ModuleDeletion = z.infer<typeof moduleDeletionSchema>;
