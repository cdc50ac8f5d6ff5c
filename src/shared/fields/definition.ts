import { locales, type Locale } from '@/i18n/locales';
import { message, z } from '@/shared/schemas/zod-config';
import { definitionExcess } from './definition-limits';
import { fieldTypes, valueSchema } from './registry';
import { FIELD_TYPES, type DefinitionFacet, type FieldOption, type RelationConfig, type UploadConfig } from './types';
import type { LocalizedText } from './localized';

const label = z.strictObject(
  Object.fromEntries(locales.map((code) => [code, z.string().trim().max(200).optional()])) as Record<Locale, z.ZodOptional<z.ZodString>>,
);

const key = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, message('invalid_key'));

const option = z.strictObject({ label, value: z.string().trim().min(1).max(200) });

const upload = z.strictObject({
  accept: z.array(z.string().regex(/^[a-z]+\/(\*|[a-z0-9.+-]+)$/, message('invalid_file_type'))).max(50).default([]),
  max_size: z.number().int().positive().max(5 * 1024 ** 3),
  max_files: z.number().int().min(1).max(100).default(1),
});

/** A module key as modules take it (lowercase words joined by hyphens), not a field key. */
const moduleKey = z.string().max(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message('invalid_key'));

const relation = z.strictObject({ module: moduleKey, multiple: z.boolean().default(false) });

const table = z.strictObject({ visible: z.boolean(), sortable: z.boolean(), searchable: z.boolean() });

/** One field of a module as the dashboard saves it (design.md §5: modules.fields). */
export interface ModuleField {
  key: string;
  label: LocalizedText;
  type: (typeof FIELD_TYPES)[number];
  required: boolean;
  options?: FieldOption[];
  default?: unknown;
  min?: number;
  max?: number;
  table?: { visible: boolean; sortable: boolean; searchable: boolean };
  upload?: UploadConfig;
  relation?: RelationConfig;
  fields?: ModuleField[];
}

/** The parts of a definition its type cannot do without: a choice's options, a relation's module, a group's sub-fields. */
function needs(facet: DefinitionFacet): ('options' | 'relation' | 'fields')[] {
  const needed = { options: facet.options === 'required', relation: facet.relation, fields: facet.subFields };
  return (Object.keys(needed) as (keyof typeof needed)[]).filter((part) => needed[part]);
}

/**
 * The one definition of a module field: the shape, plus what only makes sense together
 * (options for a choice, sub-fields for a group, a default the field itself accepts, table
 * flags the type supports).
 */
export const moduleFieldSchema: z.ZodType<ModuleField> = z.lazy(() => z.strictObject({
  key,
  label,
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  options: z.array(option).max(200).optional(),
  default: z.unknown().optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  table: table.optional(),
  upload: upload.optional(),
  relation: relation.optional(),
  fields: fieldListSchema.optional(),
}).superRefine((field, ctx) => {
  const entry = fieldTypes[field.type];
  const facet = entry.definition;
  for (const needed of needs(facet)) {
    if (field[needed] === undefined) ctx.addIssue({ code: 'custom', path: [needed], message: 'validation.required' });
  }
  if (field.options && facet.options === null) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.custom' });
  if (facet.options === 'required' && field.options?.length === 0) ctx.addIssue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: ['options'], input: field.options, message: 'validation.too_small' });
  if (field.options && new Set(field.options.map((choice) => choice.value)).size !== field.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.duplicate_items' });
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) ctx.addIssue({ code: 'custom', path: ['min'], message: 'validation.custom' });
  // Only a number's bounds are values; the others count characters or items.
  for (const bound of ['min', 'max'] as const) {
    if (facet.bounds !== 'value' && (field[bound] ?? 0) < 0) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, path: [bound], input: field[bound], message: 'validation.too_small' });
  }
  if (field.table?.sortable && entry.sort === 'none') ctx.addIssue({ code: 'custom', path: ['table', 'sortable'], message: 'validation.not_sortable' });
  if (field.table?.searchable && entry.search === 'none') ctx.addIssue({ code: 'custom', path: ['table', 'searchable'], message: 'validation.not_searchable' });
  if (field.default !== undefined && !valueSchema({ ...field, required: false }).safeParse(field.default).success) {
    ctx.addIssue({ code: 'custom', path: ['default'], message: 'validation.custom' });
  }
}));

/** A list of fields, a module's or a group's: keys unique within the list. */
const fieldListSchema: z.ZodType<ModuleField[]> = z.lazy(() => z.array(moduleFieldSchema).max(100).superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'validation.key_taken' });
    seen.add(field.key);
  });
}));

/** A module's fields, within DEFINITION_LIMITS (422 at `fields` before anything else is checked). */
export const moduleFieldsSchema: z.ZodType<ModuleField[]> = z.unknown().superRefine((fields, ctx) => {
  const excess = definitionExcess(fields);
  if (excess) ctx.addIssue({ code: 'too_big', origin: 'array', maximum: excess.maximum, inclusive: true, input: fields, message: `validation.${excess.message}` });
}).pipe(fieldListSchema);
