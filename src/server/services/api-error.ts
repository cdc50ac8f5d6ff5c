import { ZodError } from 'zod';
import type { ApiMessageKey, ValidationMessageKey } from '@/shared/api/messages';

/** HTTP statuses the API answers errors with (design.md §3). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

const API_ERROR = Symbol.for('polyglot.apiError');

/**
 * An expected failure that services and routes throw; the HTTP layer turns it into the
 * envelope `{ status: false, statusCode, message: <translated messageKey>, data }`.
 */
export class ApiError extends Error {
  readonly [API_ERROR] = true;

  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers?: Record<string, string>;
  /** Values the message names, e.g. `{ fields: 'title, body' }`. */
  readonly params?: Record<string, string | number>;

  constructor(
    readonly status: ApiErrorStatus,
    readonly messageKey: ApiMessageKey,
    readonly data?: unknown,
    /** `cause`: the error this one stands for, kept for logs and debuggers (never sent). */
    { headers, params, cause }: { headers?: Record<string, string>; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(messageKey, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.headers = headers;
    this.params = params;
  }
}

/**
 * Whether `error` is an ApiError, also one from the other copy of this module: Next's server
 * components are bundled apart from the services server.ts created, so `instanceof` fails there.
 */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { [API_ERROR]?: unknown })[API_ERROR] === true;
}

/** A 422 whose `data` is the zod error tree, translated by the HTTP layer to the request's language. */
export class ValidationError extends ApiError {
  constructor(readonly zodError: ZodError) {
    super(422, 'validation_failed');
    this.name = 'ValidationError';
  }
}

/**
 * A 409 that names the fields whose values are taken, e.g. `{ username: 'username_taken' }`;
 * `data` becomes the same translated tree a 422 has.
 */
export class ConflictError extends ApiError {
  constructor(
    readonly fields: Record<string, ValidationMessageKey>,
    messageKey: ApiMessageKey = 'conflict',
  ) {
    super(409, messageKey);
    this.name = 'ConflictError';
  }
}

/**
 * A 422 for one field, for rules only the server can check (e.g. "the current password is
 * incorrect"); a path (`['content', 'author']`) nests it as zod's own errors are.
 */
export function fieldError(field: string | readonly (string | number)[], key: ValidationMessageKey): ValidationError {
  const path = typeof field === 'string' ? [field] : [...field];
  return new ValidationError(new ZodError([{ code: 'custom', path, message: `validation.${key}`, input: undefined }]));
}
