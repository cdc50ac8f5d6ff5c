import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { createRateLimiter } from '@/server/services/rate-limits';
import { FORM_META_FIELDS, formTicketSchema } from '@/shared/api/forms';
import { clientIp } from '../client-ip';
import { rateLimitByIp } from '../middleware/rate-limit';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../openapi';
import { created, ok } from '../respond';
import { createRouter } from '../router';

/** Per address: enough for a person correcting a form, too few for a flood. */
export const FORM_SUBMISSION_LIMIT = { name: 'forms', points: 5, durationSeconds: 10 * 60 } as const;

const moduleKeyParams = z.object({ moduleKey: z.string().min(1).max(64).openapi({ example: 'contact' }) });

const formTicket = createRoute({
  method: 'get',
  path: '/forms/{moduleKey}/ticket',
  operationId: 'getFormTicket',
  tags: ['Forms'],
  summary: 'A ticket for a form about to be shown',
  description:
    `The form sends it back as \`${FORM_META_FIELDS.ticket}\` with its submission: it says, signed, when the form was shown, ` +
    'so a submission sent too soon after (or without one, or with one used before) is held as spam.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: { params: moduleKeyParams },
  responses: {
    200: jsonResponse(formTicketSchema, 'The ticket'),
    ...errorResponses(400, 404, 503),
  },
});

const submitForm = createRoute({
  method: 'post',
  path: '/forms/{moduleKey}',
  operationId: 'submitForm',
  tags: ['Forms'],
  summary: 'Submits a form module (e.g. the contact form)',
  description:
    "The payload is validated against the module's fields and stored as a pending submission; the staff are mailed about it " +
    `once no burst from the same address follows within a minute. Beside the fields it takes \`${FORM_META_FIELDS.ticket}\` ` +
    `(GET /api/forms/{moduleKey}/ticket) and \`${FORM_META_FIELDS.honeypot}\` (a field people leave empty). A submission that looks ` +
    'like a bot\'s is stored apart as spam and answered exactly as any other. The same body from the same visitor within 10 minutes is a 409.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: {
    params: moduleKeyParams,
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
  return createRouter()
    .openapi(formTicket, async (c) => ok(c, await ctx.services.forms.ticket(c.req.valid('param').moduleKey)))
    .openapi({ ...submitForm, middleware: [rateLimitByIp(limiter)] as const }, async (c) => {
      const user = await c.get('auth').user();
      const result = await ctx.services.forms.submit(c.req.valid('param').moduleKey, c.req.valid('json'), {
        ip: clientIp(c),
        userId: user?.id ?? null,
      });
      return created(c, result, { message: 'form_submitted' });
    });
}
