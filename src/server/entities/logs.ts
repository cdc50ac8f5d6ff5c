import type { DbHandle } from '@/server/db/connect';
import type { DashboardLog } from '@/shared/api/logs';
import { defineEntity } from './declaration';

export const logsEntity = defineEntity({
  name: 'logs',
  area: 'logs',
  notFound: 'log_not_found',
  // Request logs are written by the log writer, never through the dashboard; nothing caches them.
  topic: 'settings',
  list: {
    sortable: { created_at: 'logs.created_at', exec_time: 'logs.exec_time', status_code: 'logs.status_code', endpoint: 'logs.endpoint' },
    searchable: ['logs.endpoint'],
    id: 'logs.id',
  },
});

/** Reads of the request log, each row through the one mapper. */
export function createLogsRepository({ db }: DbHandle) {
  const select = () =>
    db.selectFrom('logs')
      .leftJoin('users', 'users.id', 'logs.created_by')
      .select([
        'logs.id', 'logs.endpoint', 'logs.method', 'logs.status_code', 'logs.ip', 'logs.user_agent', 'logs.exec_time',
        'logs.request_count', 'logs.created_at', 'logs.created_by', 'users.username',
      ]);
  type LogRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toLog = (row: LogRow): DashboardLog => ({
    id: row.id,
    endpoint: row.endpoint,
    method: row.method,
    status_code: row.status_code,
    ip: row.ip,
    user_agent: row.user_agent,
    exec_time: Number(row.exec_time),
    request_count: Number(row.request_count),
    created_at: row.created_at,
    user: row.created_by !== null && row.username !== null ? { id: row.created_by, username: row.username } : null,
  });

  return { select, toLog };
}
