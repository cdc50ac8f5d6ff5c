import type http from 'node:http';

/** How long a stopping server lets the requests it holds finish before it closes their connections. */
export const WORKER_DRAIN_MS = 8_000;

/**
 * Stops taking connections and resolves once the requests in flight have been answered, or after
 * `drainMs`, when the connections still open are closed. Idle keep-alive connections are closed as they turn idle.
 */
export function drainServer(server: http.Server, drainMs = WORKER_DRAIN_MS): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), drainMs);
    // A keep-alive connection turns idle when its request is answered: closed then, not left open.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(force);
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}
