import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { unavailableCause } from '@/server/db/unavailable';
import { translate } from '@/server/i18n/translate';
import { ApiError, ConflictError, ValidationError } from '@/server/services/api-error';
import type { ApiMessageKey } from '@/shared/api/messages';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';
import { requestLocale } from './middleware/locale';
import { fail, failWithText } from './respond';
import type { ApiEnv } from './types';

export { ApiError, ConflictError, ValidationError } from '@/server/services/api-error';

/** Messages for HTTPExceptions raised inside hono and its validators. */
const HTTP_EXCEPTION_MESSAGES: Partial<Record<number, ApiMessageKey>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

function fromHttpException(c: Context<ApiEnv>, error: HTTPException): Response {
  if (error.status === 400 && /malformed json/i.test(error.message)) return fail(c, 400, 'malformed_json');
  if (error.status >= 500) return serverError(c, error);
  return fail(c, error.status as ContentfulStatusCode, HTTP_EXCEPTION_MESSAGES[error.status] ?? 'bad_request');
}

/** Seconds a client is asked to wait after a 503 for a database that timed out or a full disk. */
const UNAVAILABLE_RETRY_AFTER = '5';

function serverError(c: Context<ApiEnv>, error: unknown): Response {
  // A silent database or a read-only or full disk is no fault of the request: 503, and the cause in one log line.
  const unavailable = unavailableCause(error);
  if (unavailable) {
    console.error(`[api] ${c.req.method} ${c.req.path} answered 503 (unavailable): ${unavailable}`);
    return fail(c, 503, 'service_unavailable', undefined, { 'Retry-After': UNAVAILABLE_RETRY_AFTER });
  }
  // Details stay in the server log; the caller only learns that it failed.
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return fail(c, 500, 'server_error');
}

/** The one place thrown errors become envelopes. */
export const handleError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ValidationError) {
    const locale = requestLocale(c);
    const tree = toValidationErrorTree(error.zodError, (key, params) => translate(locale, key, params));
    return fail(c, 422, 'validation_failed', tree);
  }
  if (error instanceof ConflictError) {
    const locale = requestLocale(c);
    const fields = Object.entries(error.fields).map(([field, key]) => [field, { _errors: [translate(locale, `validation.${key}`)] }]);
    return fail(c, 409, error.messageKey, { _errors: [], ...Object.fromEntries(fields) });
  }
  if (error instanceof ApiError) {
    if (error.status >= 500) console.error(`[api] ${c.req.method} ${c.req.path} answered ${error.status}:`, error.messageKey);
    if (error.params) return failWithText(c, error.status, translate(requestLocale(c), `api.${error.messageKey}`, error.params), error.data, error.headers);
    return fail(c, error.status, error.messageKey, error.data, error.headers);
  }
  if (error instanceof HTTPException) return fromHttpException(c, error);
  return serverError(c, error);
};

export const handleNotFound: NotFoundHandler<ApiEnv> = (c) => fail(c, 404, 'endpoint_not_found');
