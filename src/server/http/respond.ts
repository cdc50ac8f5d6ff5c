import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { translate } from '@/server/i18n/translate';
import type { ApiMessageKey } from '@/shared/api/messages';
import type { Locale } from '@/i18n/locales';
import type { ApiEnv } from './types';
import { requestLocale } from './middleware/locale';

export interface SuccessOptions {
  message?: ApiMessageKey;
  /** Tells the client to re-sync what it caches (settings, menus, own permissions). */
  reloadStore?: boolean;
}

/** The success envelope `{ status: true, statusCode, message, data }` with its message translated. */
export function successEnvelope<T>(locale: Locale, status: 200 | 201, data: T, options: SuccessOptions = {}) {
  return {
    status: true as const,
    statusCode: status as number,
    message: translate(locale, `api.${options.message ?? 'ok'}`),
    data,
    ...(options.reloadStore ? { reload_store: true as const } : {}),
  };
}

/** The caller's permissions changed since their last answer (see SessionsService.flagReload). */
const sessionNeedsReload = (c: Context<ApiEnv>) => c.get('auth')?.reloadStore() === true;

function success<T, S extends 200 | 201>(c: Context<ApiEnv>, status: S, data: T, options: SuccessOptions) {
  const reloadStore = options.reloadStore || sessionNeedsReload(c);
  return c.json(successEnvelope(requestLocale(c), status, data, { ...options, reloadStore }), status);
}

/** 200 with the success envelope `{ status: true, statusCode, message, data }`, message translated. */
export function ok<T>(c: Context<ApiEnv>, data: T, options: SuccessOptions = {}) {
  return success(c, 200, data, options);
}

/** 201 with the success envelope. */
export function created<T>(c: Context<ApiEnv>, data: T, options: SuccessOptions = {}) {
  return success(c, 201, data, options);
}

/** An error envelope: `{ status: false, statusCode, message, data? }`. */
export function fail(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  message: ApiMessageKey,
  data?: unknown,
  headers?: Record<string, string>,
): Response {
  return failWithText(c, status, translate(requestLocale(c), `api.${message}`), data, headers);
}

/** An error envelope whose message is already text in the request's language (e.g. the maintenance message). */
export function failWithText(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  message: string,
  data?: unknown,
  headers?: Record<string, string>,
): Response {
  const body = {
    status: false,
    statusCode: status,
    message,
    ...(data === undefined ? {} : { data }),
    ...(sessionNeedsReload(c) ? { reload_store: true } : {}),
  };
  return c.json(body, status, headers);
}

/** The content type of pre-serialised answers (the hot reads send the same). */
export const PRE_SERIALIZED_CONTENT_TYPE = 'application/json; charset=UTF-8';
const JSON_CONTENT_TYPE = { 'content-type': PRE_SERIALIZED_CONTENT_TYPE };

/**
 * Sends JSON that is already serialised (cached bytes), typed as the route's documented
 * answer so OpenAPI routes can return it. A single plain header keeps hono and
 * @hono/node-server on their fast path (no Headers object is built).
 */
export function preSerializedJson<T>(c: Context<ApiEnv>, body: string | Uint8Array<ArrayBuffer>) {
  return c.body(body, 200, JSON_CONTENT_TYPE) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
