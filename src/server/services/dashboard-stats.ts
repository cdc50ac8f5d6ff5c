import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface DashboardStats {
  users: number;
  moduleContents: number;
  pendingSubmissions: number;
  logsLast24h: number;
}

const DAY_MS = 24 * 3600_000;

/** The dashboard home's figures, counted in parallel. */
export async function countDashboardStats(db: Kysely<Database>): Promise<DashboardStats> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const [users, moduleContents, pendingSubmissions, logsLast24h] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('module_contents').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('form_submissions').where('status', '=', 'pending').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    // A row can stand for a minute of anonymous cached reads: count requests, not rows.
    db.selectFrom('logs').where('created_at', '>=', since).select((eb) => eb.fn.sum<number | null>('request_count').as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: Number(users.count),
    moduleContents: Number(moduleContents.count),
    pendingSubmissions: Number(pendingSubmissions.count),
    logsLast24h: Number(logsLast24h.count ?? 0),
  };
}
