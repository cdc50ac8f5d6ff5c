import { z, message } from '@/shared/schemas/zod-config';
import { idSchema } from '@/shared/schemas/auth';
import { FIELD_TYPES } from '@/shared/fields/types';
import { dashboardListQuery, listResultSchema } from './list';

/**
 * A form module's inbox: /api/dashboard/modules/{key}/submissions, guarded by the form's own keys
 * (`{key}.read|update|delete`). Spam (a `spam_reason`) is kept apart: the list shows either the
 * inbox or the spam view, never both.
 */
export const SUBMISSION_STATUSES = ['pending', 'solved'] as const;
/** The "new form received" staff mail: null when none is due (spam, or stored before mails were sent). */
export const SUBMISSION_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
/** Days a form may keep its submissions (null: kept until deleted). */
export const SUBMISSION_RETENTION_DAYS = { min: 1, max: 3650 } as const;
export const SUBMISSION_NOTE_MAX = 5_000;
/** `ids` of one bulk call; more are changed with `all` and the filter. */
export const SUBMISSION_BULK_IDS_MAX = 1_000;

export const submissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The submitted values by field key, as stored (a file field holds its upload URL or URLs). */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it was last marked solved; null while pending. */
  solved_at: z.string().nullable(),
  /** Who marked it solved; null while pending or once that user is deleted. */
  solved_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The staff's own note. */
  note: z.string().nullable(),
  /** Why it is held as spam (e.g. `honeypot`); null for the inbox. */
  spam_reason: z.string().nullable(),
  mail_state: z.enum(SUBMISSION_MAIL_STATES).nullable(),
  /** The mail server's answer of the last failed attempt. */
  mail_error: z.string().nullable(),
});

/** A form field as the inbox shows it: its label in the staff member's language and its table flags. */
export interface SubmissionField {
  key: string;
  label: string;
  type: (typeof FIELD_TYPES)[number];
  table: { visible: boolean; sortable: boolean; searchable: boolean };
  fields?: SubmissionField[];
}
export const submissionFieldSchema: z.ZodType<SubmissionField> = z.lazy(() => z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  table: z.object({ visible: z.boolean(), sortable: z.boolean(), searchable: z.boolean() }),
  fields: z.array(submissionFieldSchema).optional(),
})).meta({ id: 'SubmissionField' });

/** The form the inbox belongs to, sent with each list page so a screen needs no modules.read. */
export const submissionFormSchema = z.object({
  key: z.string(),
  /** In the staff member's language. */
  name: z.string(),
  fields: z.array(submissionFieldSchema),
  retention_days: z.number().int().nullable(),
});

/** Matches of the inbox (spam excluded) by status, and of the spam view; not narrowed by the other filters. */
export const submissionCountsSchema = z.object({ pending: z.number().int(), solved: z.number().int(), spam: z.number().int() });

const instant = z.iso.datetime({ offset: true });
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * What a list, a bulk change with `all` and the CSV export select. `search` matches the submitted
 * values (substring, case-insensitive); `from` inclusive, `to` exclusive, on `created_at`.
 */
export const submissionFilterShape = {
  status: z.enum(SUBMISSION_STATUSES).optional(),
  /** true: the spam view (held submissions) instead of the inbox. */
  spam: z.union([z.boolean(), flag]).default(false),
  search: z.string().trim().max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
};

/** `data.<field>` sorts by a field the form flags `table.sortable`. */
export const SUBMISSION_SORT_COLUMNS = ['created_at', 'updated_at', 'solved_at', 'status', 'id'] as const;
export const SUBMISSION_FIELD_SORT = /^data\.[a-z][a-z0-9_]{0,63}$/;
export const submissionListQuerySchema = dashboardListQuery(SUBMISSION_SORT_COLUMNS, submissionFilterShape).extend({
  sort: z.union([z.enum(SUBMISSION_SORT_COLUMNS), z.string().regex(SUBMISSION_FIELD_SORT, message('invalid_enum_value'))]).default('created_at'),
});
export const submissionListSchema = listResultSchema(submissionSchema).extend({
  form: submissionFormSchema,
  counts: submissionCountsSchema,
});

/** `GET …/submissions/export.csv`: every row the list's filter matches, in the order they arrived (newest first by default). */
export const submissionExportQuerySchema = z.object({ ...submissionFilterShape, order: z.enum(['asc', 'desc']).default('desc') });

export const submissionParamsSchema = z.object({ key: z.string().max(64), id: idSchema });

/**
 * `PATCH …/submissions/{id}`: any of the status, the note (null or '' clears it), and `spam: false`,
 * which restores a held submission to the inbox.
 */
export const submissionUpdateSchema = z.strictObject({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  note: z.string().trim().max(SUBMISSION_NOTE_MAX).nullable().optional(),
  spam: z.literal(false).optional(),
}).refine((body) => Object.keys(body).length > 0, message('required'));

/**
 * Bulk calls name the submissions by `ids`, or take every one `filter` matches with `all: true`
 * (the filter defaults to the whole inbox); one of the two, never both.
 */
const bulkTarget = {
  ids: z.array(idSchema).min(1).max(SUBMISSION_BULK_IDS_MAX).optional(),
  all: z.literal(true).optional(),
  filter: z.strictObject(submissionFilterShape).optional(),
};
function oneTarget(body: { ids?: number[]; all?: true; filter?: unknown }, ctx: z.RefinementCtx) {
  if (body.ids && body.all) ctx.addIssue({ code: 'custom', path: ['all'], message: 'validation.ambiguous_union' });
  else if (!body.ids && !body.all) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.required' });
  if (body.filter && !body.all) ctx.addIssue({ code: 'custom', path: ['filter'], message: 'validation.custom' });
}

/** `POST …/submissions/bulk`: marks them solved or pending, all or none. */
export const submissionBulkStatusSchema = z.strictObject({ ...bulkTarget, status: z.enum(SUBMISSION_STATUSES) }).superRefine(oneTarget);
const bulkTargetSchema = z.strictObject(bulkTarget).superRefine(oneTarget);
/** `POST …/submissions/bulk-delete`: deletes them, all or none. */
export const submissionBulkDeleteSchema = bulkTargetSchema;
/** `POST …/submissions/bulk-restore`: moves them from spam to the inbox, all or none; with `all`, the filter always reads the spam view. */
export const submissionBulkRestoreSchema = bulkTargetSchema;
export const submissionBulkResultSchema = z.object({ changed: z.number().int() });
/** `POST …/submissions/bulk` answer: also the ids it changed, for an undo (null when more than one bulk call may name). */
export const submissionBulkStatusResultSchema = submissionBulkResultSchema.extend({ ids: z.array(idSchema).nullable() });
export type SubmissionBulkStatusResult = z.infer<typeof submissionBulkStatusResultSchema>;

/** `GET /api/dashboard/submissions/pending`: each form's pending count (the inbox's, spam apart) by module key, for the forms whose `{key}.read` the caller holds. */
export const submissionPendingCountsSchema = z.record(z.string(), z.number().int());

/** `PUT …/submissions/retention`: how long the form keeps submissions; null keeps them until deleted. */
export const submissionRetentionSchema = z.strictObject({
  retention_days: z.number().int().min(SUBMISSION_RETENTION_DAYS.min).max(SUBMISSION_RETENTION_DAYS.max).nullable(),
});

export type DashboardSubmission = z.infer<typeof submissionSchema>;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type SubmissionMailState = (typeof SUBMISSION_MAIL_STATES)[number];
export type SubmissionForm = z.infer<typeof submissionFormSchema>;
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;
export type SubmissionFilter = z.infer<z.ZodObject<typeof submissionFilterShape>>;
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;
export type SubmissionList = z.infer<typeof submissionListSchema>;
export type SubmissionExportQuery = z.infer<typeof submissionExportQuerySchema>;
export type SubmissionUpdateInput = z.infer<typeof submissionUpdateSchema>;
export type SubmissionBulkStatusInput = z.infer<typeof submissionBulkStatusSchema>;
export type SubmissionBulkDeleteInput = z.infer<typeof submissionBulkDeleteSchema>;
export type SubmissionBulkRestoreInput = z.infer<typeof submissionBulkRestoreSchema>;
export type SubmissionPendingCounts = z.infer<typeof submissionPendingCountsSchema>;
export type SubmissionRetentionInput = z.infer<typeof submissionRetentionSchema>;
