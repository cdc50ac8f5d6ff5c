import type { AppConfig } from './config';
import type { DbHandle } from './db/connect';
import type { Services } from './services';
import type { InvalidationBus } from './services/invalidation';

/**
 * The one set of long-lived objects of the process (database, caches, services).
 * server.ts creates it; the Hono app receives it directly and the Next.js server
 * components reach it through appContext(), so both halves share one cache and pool.
 */
export interface AppContext {
  config: AppConfig;
  handle: DbHandle;
  bus: InvalidationBus;
  services: Services;
  close(): Promise<void>;
}

const KEY = Symbol.for('polyglot.appContext');
type Registry = typeof globalThis & { [KEY]?: AppContext };

export function registerAppContext(context: AppContext | undefined): void {
  (globalThis as Registry)[KEY] = context;
}

export function appContext(): AppContext {
  const context = (globalThis as Registry)[KEY];
  if (!context) throw new Error('The application context is not initialised: start the app through server.ts');
  return context;
}
