import { z } from '@/shared/schemas/zod-config';
import { idSchema } from '@/shared/schemas/auth';
import { dashboardListQuery, listResultSchema } from './list';

/** One request log row; anonymous cached reads of a minute are one row whose `request_count` says how many. */
export const dashboardLogSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  method: z.string(),
  status_code: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Milliseconds (an average over the row's requests when `request_count` > 1). */
  exec_time: z.number(),
  request_count: z.number().int(),
  created_at: z.string(),
  /** Who made the request; null for visitors and deleted users. */
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});

export const LOG_SORT_COLUMNS = ['created_at', 'exec_time', 'status_code', 'endpoint'] as const;
export const LOG_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

const statusCode = z.coerce.number().int().min(100).max(599);
const instant = z.iso.datetime({ offset: true });

export const logListQuerySchema = dashboardListQuery(LOG_SORT_COLUMNS, {
  /** A status class; `status_min`/`status_max` give any other range (inclusive). */
  status: z.enum(LOG_STATUS_CLASSES).optional(),
  status_min: statusCode.optional(),
  status_max: statusCode.optional(),
  method: z.enum(LOG_METHODS).optional(),
  /** Endpoints starting with this path. */
  endpoint: z.string().trim().min(1).max(2_048).optional(),
  user_id: idSchema.optional(),
  /** ISO date-times, `from` inclusive, `to` exclusive. */
  from: instant.optional(),
  to: instant.optional(),
});
export const logListSchema = listResultSchema(dashboardLogSchema);

export type DashboardLog = z.infer<typeof dashboardLogSchema>;
export type LogListQuery = z.infer<typeof logListQuerySchema>;
export type LogList = z.infer<typeof logListSchema>;
export type LogStatusClass = (typeof LOG_STATUS_CLASSES)[number];
