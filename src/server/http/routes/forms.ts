import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { createRateLimiter } from '@/server/services/rate-limits';
import { clientIp } from '../client-ip';
import { rateLimitByIp } from '../middleware/rate-limit';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../openapi';
import { created } from '../respond';
import { createRouter } from '../router';

/** Per address: enough for a person correcting a form, too few for a flood. */
export const FORM_SUBMISSION_LIMIT = { name: 'forms', points: 5, durationSeconds: 10 * 60 } as const;

const submitForm = createRoute({
  method: 'post',
  path: '/forms/{moduleKey}',
  operationId: 'submitForm',
  tags: ['Forms'],
  summary: 'Submits a form module (e.g. the contact form)',
  description: "The payload is validated against the module's fields and stored as a pending submission.",
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: {
    params: z.object({ moduleKey: z.string().min(1).max(64).openapi({ example: 'contact' }) }),
    body: {
      required: true,
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()).openapi({ example: { fullname: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!' } }) } },
    },
  },
  responses: {
    201: jsonResponse(z.object({ id: z.number().int() }), 'Form submitted'),
    ...errorResponses(400, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

export function formsRoutes(ctx: AppContext) {
  const limiter = createRateLimiter(ctx.config, FORM_SUBMISSION_LIMIT);
  return createRouter().openapi({ ...submitForm, middleware: [rateLimitByIp(limiter)] as const }, async (c) => {
    const user = await c.get('auth').user();
    const result = await ctx.services.forms.submit(c.req.valid('param').moduleKey, c.req.valid('json'), {
      ip: clientIp(c),
      userId: user?.id ?? null,
    });
    return created(c, result, { message: 'form_submitted' });
  });
}
