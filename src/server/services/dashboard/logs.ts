import { sql } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import { orNotFound } from '@/server/entities/declaration';
import { createLogsRepository, logsEntity } from '@/server/entities/logs';
import type { DashboardLog, LogList, LogListQuery, LogStatusClass } from '@/shared/api/logs';

const STATUS_CLASS_RANGE: Record<LogStatusClass, [number, number]> = {
  '2xx': [200, 299], '3xx': [300, 399], '4xx': [400, 499], '5xx': [500, 599],
};

/** Characters LIKE treats specially, escaped so an endpoint prefix is plain text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The request log as the dashboard reads it: filtered lists and one row's detail. */
export function createLogsAdmin({ handle }: { handle: DbHandle }) {
  const repository = createLogsRepository(handle);

  return {
    list(query: LogListQuery): Promise<LogList> {
      let select = repository.select();
      const [statusMin, statusMax] = query.status ? STATUS_CLASS_RANGE[query.status] : [query.status_min, query.status_max];
      if (statusMin !== undefined) select = select.where('logs.status_code', '>=', statusMin);
      if (statusMax !== undefined) select = select.where('logs.status_code', '<=', statusMax);
      if (query.method) select = select.where('logs.method', '=', query.method);
      if (query.endpoint) select = select.where('logs.endpoint', 'like', sql<string>`${`${escapeLike(query.endpoint)}%`} escape '\\'`);
      if (query.user_id !== undefined) select = select.where('logs.created_by', '=', query.user_id);
      if (query.from) select = select.where('logs.created_at', '>=', new Date(query.from).toISOString());
      if (query.to) select = select.where('logs.created_at', '<', new Date(query.to).toISOString());
      return listPage(select, logsEntity.list, query, repository.toLog, handle);
    },

    async get(id: number): Promise<DashboardLog> {
      return repository.toLog(orNotFound(logsEntity, await repository.select().where('logs.id', '=', id).executeTakeFirst()));
    },
  };
}

export type LogsAdmin = ReturnType<typeof createLogsAdmin>;
