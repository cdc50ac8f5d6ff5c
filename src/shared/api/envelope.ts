import { z } from '@/shared/schemas/zod-config';

/**
 * The one shape every /api answer has, around its `data`: the server documents its answers with
 * it (OpenAPI) and the client reads them as `ApiResponse`. `statusCode` mirrors the HTTP status.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    statusCode: z.number().int(),
    message: z.string().describe('Translated to the X-Language of the request'),
    data,
    reload_store: z.literal(true).optional().describe('The client should re-sync its cached settings and auth state'),
  });
}

/** An answer whose `data` is a `T` (absent on most errors). */
export type ApiResponse<T = unknown> = Omit<z.infer<ReturnType<typeof envelopeSchema>>, 'data'> & { data?: T };

/**
 * zod's formatted error tree with translated messages, e.g.
 * `{ _errors: [], email: { _errors: ['Invalid e-mail'] }, items: { 0: { name: { _errors: [...] } } } }`.
 */
export interface ValidationErrorTree {
  _errors: string[];
  [field: string]: ValidationErrorTree | string[];
}
