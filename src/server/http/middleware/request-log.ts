import type { MiddlewareHandler } from 'hono';
import type { LogEntry, LogWriter } from '@/server/services/logs';
import { clientIp } from '../client-ip';
import type { ApiEnv } from '../types';

/**
 * Records every /api request in the logs table (through the batching log writer). The
 * answer never waits: when the caller presented a token that no route resolved, the user id
 * is looked up after the response is on its way.
 */
export function requestLog(logs: LogWriter): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry: LogEntry = {
      endpoint: c.req.path,
      method: c.req.method,
      status_code: c.res.status,
      ip: clientIp(c),
      user_agent: c.req.header('user-agent') ?? null,
      exec_time: Math.round((performance.now() - started) * 100) / 100,
      created_by: null,
      created_at: new Date().toISOString(),
    };
    const auth = c.get('auth');
    const userId = auth?.resolvedUserId();
    if (userId !== undefined || !auth?.credentials()) {
      entry.created_by = userId ?? null;
      logs.write(entry);
      return;
    }
    auth.user().then(
      (user) => {
        entry.created_by = user?.id ?? null;
        logs.write(entry);
      },
      () => logs.write(entry),
    );
  };
}
