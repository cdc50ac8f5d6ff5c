import { z } from '@/shared/schemas/zod-config';

/** The overview's series cover this many days, today (UTC) last. */
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_ACTIVITY_ROWS = 10;

/** Each figure below is null when the viewer may not read its data (the key is named beside it). */
export const overviewDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** API requests (a row of aggregated cached reads counts as its `request_count`); logs.read. */
  requests: z.number().int().nullable(),
  /** Share of the day's requests answered 4xx and 5xx (0 to 1; 0 on a day without requests); logs.read. */
  client_error_rate: z.number().nullable(),
  server_error_rate: z.number().nullable(),
  /** users.read. */
  sign_ups: z.number().int().nullable(),
});

export const activitySchema = z.object({
  id: z.number().int(),
  /** Who did it; null once that user is deleted. */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  record_id: z.string().nullable(),
  /** What the write changed (e.g. settings keys), when the write said. */
  changes: z.array(z.string()).nullable(),
  created_at: z.string(),
});

export const overviewSchema = z.object({
  /** Null when the viewer may not read it: users.read, media.read; contents and pending submissions of the modules whose `{key}.read` they hold (null: none). */
  counts: z.object({
    users: z.number().int().nullable(),
    contents: z.number().int().nullable(),
    pending_submissions: z.number().int().nullable(),
    media: z.number().int().nullable(),
  }),
  days: z.array(overviewDaySchema),
  /** The latest writes to what the viewer may read (a module's contents and submissions: its `{key}.read`), and their own. */
  activity: z.array(activitySchema),
});

export type Overview = z.infer<typeof overviewSchema>;
export type OverviewDay = z.infer<typeof overviewDaySchema>;
export type Activity = z.infer<typeof activitySchema>;
