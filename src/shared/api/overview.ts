import { z } from '@/shared/schemas/zod-config';

/** The overview's series cover this many days, today (UTC) last. */
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_ACTIVITY_ROWS = 10;

export const overviewDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** API requests (a row of aggregated cached reads counts as its `request_count`). */
  requests: z.number().int(),
  /** Share of the day's requests answered 4xx and 5xx (0 to 1; 0 on a day without requests). */
  client_error_rate: z.number(),
  server_error_rate: z.number(),
  sign_ups: z.number().int(),
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
  counts: z.object({
    users: z.number().int(),
    contents: z.number().int(),
    pending_submissions: z.number().int(),
    media: z.number().int(),
  }),
  days: z.array(overviewDaySchema),
  activity: z.array(activitySchema),
});

export type Overview = z.infer<typeof overviewSchema>;
export type OverviewDay = z.infer<typeof overviewDaySchema>;
export type Activity = z.infer<typeof activitySchema>;
