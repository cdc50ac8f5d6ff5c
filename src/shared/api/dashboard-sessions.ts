import { z } from '@/shared/schemas/zod-config';
import { idSchema } from '@/shared/schemas/auth';
import { dashboardListQuery, listResultSchema } from './list';

/** One open session of any user, as the dashboard's sessions area lists it. */
export const dashboardSessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  ip_address: z.string().nullable(),
  location: z.string().nullable(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  last_activity: z.string(),
  created_at: z.string(),
});

export const SESSION_SORT_COLUMNS = ['last_activity', 'created_at', 'id'] as const;
export const sessionListQuerySchema = dashboardListQuery(SESSION_SORT_COLUMNS, { user_id: idSchema.optional() });
export const sessionListSchema = listResultSchema(dashboardSessionSchema);
/** `DELETE /api/dashboard/sessions?user_id=`: every session of that user. */
export const closeUserSessionsQuerySchema = z.object({ user_id: idSchema });

export type DashboardSession = z.infer<typeof dashboardSessionSchema>;
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;
export type SessionList = z.infer<typeof sessionListSchema>;
