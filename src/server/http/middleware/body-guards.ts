import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '@/server/services/api-error';
import type { ApiEnv } from '../types';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

function isAcceptedType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  return JSON_TYPE.test(mediaType) || mediaType === 'multipart/form-data';
}

function declaresBody(headers: Headers): boolean {
  return headers.has('content-type') || headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;
}

/** A body, when the request declares one, must be JSON or multipart form data (415 otherwise). */
export function assertBodyType(headers: Headers): void {
  if (declaresBody(headers) && !isAcceptedType(headers.get('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type');
  }
}

/**
 * For requests that may carry a body: it must be JSON or multipart form data (415
 * otherwise) and stay under `maxBytes` (413), checked before anything reads it.
 */
export function bodyGuards(maxBytes: number): MiddlewareHandler<ApiEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  });
  return async (c, next) => {
    assertBodyType(c.req.raw.headers);
    return limit(c, next);
  };
}
