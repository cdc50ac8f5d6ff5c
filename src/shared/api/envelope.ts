/**
 * The one shape every /api answer has. `statusCode` mirrors the HTTP status,
 * `message` is already translated to the request's X-Language.
 */
export interface ApiResponse<T = unknown> {
  status: boolean;
  statusCode: number;
  message: string;
  data?: T;
  /** Set when the change alters what the client caches (settings, menus, own permissions). */
  reload_store?: true;
}

/**
 * zod's formatted error tree with translated messages, e.g.
 * `{ _errors: [], email: { _errors: ['Invalid e-mail'] }, items: { 0: { name: { _errors: [...] } } } }`.
 */
export interface ValidationErrorTree {
  _errors: string[];
  [field: string]: ValidationErrorTree | string[];
}
