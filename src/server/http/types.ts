import type { HttpBindings } from '@hono/node-server';
import type { Locale } from '@/i18n/locales';
import type { RequestAuth } from './request-auth';

export interface ApiVariables {
  /** The request's X-Language, resolved to a site locale (default en). */
  locale: Locale;
  /** The caller, resolved on first use. */
  auth: RequestAuth;
}

/**
 * The Hono environment of every /api route. Bindings are the Node request/response when served
 * by @hono/node-server and absent for in-process `app.request()` calls.
 */
export interface ApiEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: ApiVariables;
}
