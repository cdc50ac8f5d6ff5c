import type { MiddlewareHandler } from 'hono';
import { isoNow } from '@/server/services/iso-clock';
import type { LogEntry, LogWriter } from '@/server/services/logs';
import { clientIp } from '../client-ip';
import type { ApiEnv } from '../types';

export interface LoggedRequest {
  endpoint: string;
  method: string;
  status: number;
  ip: string | null;
  userAgent: string | undefined;
  /** performance.now() when the request arrived. */
  startedAt: number;
  userId: number | null;
}

/** One row of the logs table for a finished request. */
export function logEntryFor(request: LoggedRequest): LogEntry {
  return {
    endpoint: request.endpoint,
    method: request.method,
    status_code: request.status,
    ip: request.ip,
    user_agent: request.userAgent ?? null,
    exec_time: Math.round((performance.now() - request.startedAt) * 100) / 100,
    created_by: request.userId,
    created_at: isoNow(),
    request_count: 1,
  };
}

/**
 * Records every /api request in the logs table (through the batching log writer); an anonymous
 * read is counted into its endpoint's row of the minute instead (LogWriter.countAnonymousRead).
 * The answer never waits: when the caller presented a token that no route resolved, the user id
 * is looked up after the response is on its way.
 */
export function requestLog(logs: LogWriter): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const auth = c.get('auth');
    if (c.res.status === 200 && c.req.method === 'GET' && auth && !auth.credentials() && logs.countAnonymousRead(c.req.path, startedAt)) return;
    const entry = logEntryFor({
      endpoint: c.req.path,
      method: c.req.method,
      status: c.res.status,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
      startedAt,
      userId: null,
    });
    const userId = auth?.resolvedUserId();
    if (userId !== undefined || !auth?.credentials()) {
      entry.created_by = userId ?? null;
      logs.write(entry);
      return;
    }
    auth.userIdAfterAnswer().then(
      (id) => {
        entry.created_by = id;
        logs.write(entry);
      },
      () => logs.write(entry),
    );
  };
}
