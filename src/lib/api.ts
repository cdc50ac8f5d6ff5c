import type { ApiResponse } from '@/shared/api/envelope';
import { startProgress } from './progress';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';


export interface ApiResult<T = unknown> {
  ok: boolean;
  /** HTTP status; 0 when no response arrived (network failure). */
  httpStatus: number;
  message: string;
  data: T | undefined;
  reloadStore: boolean;
}

export interface ApiRequestOptions {
  /** Sent as X-Language so the server answers in the visitor's language. */
  language: string;
  /** Silent requests do not move the progress bar. */
  silent?: boolean;
  signal?: AbortSignal;
}

type Payload = Record<string, unknown> | FormData | undefined;

function toQuery(payload: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is ApiResponse {
  return typeof value === 'object' && value !== null && typeof (value as ApiResponse).status === 'boolean';
}

/**
 * Calls the API: JSON (or form data as is), GET payloads as the query string; always resolves,
 * with `httpStatus: 0` when the server could not be reached.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  payload: Payload,
  options: ApiRequestOptions,
): Promise<ApiResult<T>> {
  const done = options.silent ? () => {} : startProgress();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': options.language };
  let url = path;
  let body: BodyInit | undefined;
  if (method === 'GET') {
    if (payload && !(payload instanceof FormData)) url += toQuery(payload);
  } else if (payload instanceof FormData) {
    body = payload;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  try {
    const response = await fetch(url, { method, headers, body, credentials: 'same-origin', signal: options.signal });
    const parsed: unknown = await response.json().catch(() => null);
    const envelope = isEnvelope(parsed) ? parsed : null;
    return {
      ok: response.ok && envelope?.status === true,
      httpStatus: response.status,
      message: envelope?.message ?? '',
      data: envelope?.data as T | undefined,
      reloadStore: envelope?.reload_store === true,
    };
  } catch {
    return { ok: false, httpStatus: 0, message: '', data: undefined, reloadStore: false };
  } finally {
    done();
  }
}
