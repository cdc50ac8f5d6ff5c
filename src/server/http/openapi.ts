import { z } from '@hono/zod-openapi';
import { envelopeSchema } from '@/shared/api/envelope';

export type Envelope<T extends z.ZodType> = z.infer<ReturnType<typeof envelopeSchema<T>>>;

/** The component every error answer's schema is registered as. */
export const ERROR_RESPONSE_COMPONENT = 'ErrorResponse';

export const errorEnvelopeSchema = z
  .object({
    status: z.literal(false),
    statusCode: z.number().int(),
    message: z.string(),
    data: z.unknown().optional().openapi({ description: 'For 422: the translated zod error tree `{ _errors, field: { _errors } }`' }),
  })
  .openapi(ERROR_RESPONSE_COMPONENT);

export function jsonResponse<T extends z.ZodType>(data: T, description: string) {
  return { description, content: { 'application/json': { schema: envelopeSchema(data) } } };
}

export const ERROR_DESCRIPTIONS = {
  400: 'Bad request or malformed JSON',
  401: 'Not signed in',
  403: 'Missing permission, or a cross-site request authenticated by cookie',
  404: 'Not found',
  409: 'Conflict (duplicate)',
  413: 'Body too large',
  415: 'Body is neither JSON nor multipart form data',
  422: 'Validation failed; data is the translated error tree',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Service unavailable: maintenance mode (writes other than sign-in, by callers without external.settings), or a service the call needs is down',
} as const;

export type DocumentedErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

type SecurityRequirement = Record<string, string[]>;

/** `security` of operations that need a session: the Bearer token or the `token` cookie. */
export const SIGNED_IN: SecurityRequirement[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
/** `security` of operations open to anyone that use the caller's session when one is sent. */
export const SESSION_OPTIONAL: SecurityRequirement[] = [{}, ...SIGNED_IN];
/** `security` of operations open to anyone whose answer does not depend on a session. */
export const PUBLIC: SecurityRequirement[] = [{}];

/**
 * For the few reads whose every request is valid, so that no 4xx answer exists to document:
 * redocly.yaml requires one of every other operation.
 */
export function noClientErrors(reason: string) {
  return { 'x-no-client-errors': reason } as const;
}

/** OpenAPI responses for the given error statuses (500 is always added). */
export function errorResponses(...statuses: DocumentedErrorStatus[]) {
  return Object.fromEntries(
    [...new Set<DocumentedErrorStatus>([...statuses, 500])].map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  ) as Record<DocumentedErrorStatus, { description: string; content: { 'application/json': { schema: typeof errorEnvelopeSchema } } }>;
}

/**
 * Parameters documented but not validated, referenced from routes as components: an unknown
 * X-Language falls back to en instead of failing, and the settings hot path parses nothing.
 */
export const PARAMETER_COMPONENTS = {
  XLanguage: {
    name: 'X-Language',
    in: 'header',
    required: false,
    description: 'Language of `message` and of translated data: en (default), sv or tr',
    schema: { type: 'string', enum: ['en', 'sv', 'tr'] as string[] },
  },
  ForceReload: {
    name: 'force',
    in: 'query',
    required: false,
    description: 'Present (any value) to rebuild instead of answering from the cache; honoured only for holders of `external.settings`',
    schema: { type: 'string' },
  },
} as const;

export const parameterRef = (name: keyof typeof PARAMETER_COMPONENTS) => ({ $ref: `#/components/parameters/${name}` });

export const LANGUAGE_PARAMETER = parameterRef('XLanguage');
