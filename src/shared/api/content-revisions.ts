import { z } from '@/shared/schemas/zod-config';
import { idSchema } from '@/shared/schemas/auth';
import { CONTENT_STATUSES, contentSchema } from './contents';
import { versionSchema } from './list';

/** How many revisions each content keeps: the oldest goes when a write makes one more. */
export const KEPT_REVISIONS = 20;

export const revisionParamsSchema = z.object({ key: z.string().max(64), id: idSchema, revisionId: idSchema });

/** What a content was after one write: the parts a restore brings back (not its place in the order). */
export const revisionSnapshotSchema = contentSchema.pick({ title: true, slug: true, header: true, header_image: true, content: true, status: true });

const revisionAuthor = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  /** The content's version that write produced. */
  version: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
  /** Who saved it (null when that user was deleted). */
  created_by: revisionAuthor,
  title: z.record(z.string(), z.string()),
});

export const revisionListSchema = z.object({ items: z.array(revisionSummarySchema) });

export const revisionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: revisionAuthor,
  snapshot: revisionSnapshotSchema,
});

/** The content's current version, as for a save: a stale one is a 409. */
export const revisionRestoreSchema = z.object({ version: versionSchema });

export type RevisionSnapshot = z.infer<typeof revisionSnapshotSchema>;
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type ContentRevision = z.infer<typeof revisionSchema>;
export type RevisionRestoreInput = z.infer<typeof revisionRestoreSchema>;
