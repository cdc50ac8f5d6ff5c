import * as zod from 'zod';
import { isStorableText } from './storable-text';

/**
 * zod as this project uses it (through `zod-config.ts`): every string schema it builds refuses
 * text that cannot be stored (`storable-text.ts`) before its own checks, with one message at
 * the value's own path. So each text the API stores or searches (names, labels, titles,
 * settings, field values, record keys, `search`) follows the rule without naming it. A
 * refinement rather than a pattern: the OpenAPI document shows no pattern for it.
 */
// Named, not `export * from 'zod'`: Turbopack cannot drop what a star re-export brings, so that
// line put all of zod's ~50 message locales (about 70 KB gzipped) into every page that validates a form.
export {
  any, array, base64, base64url, bigint, boolean, cidrv4, cidrv6, coerce, config, creditCard, cuid, cuid2, date, discriminatedUnion, e164, email, emoji, enum,
  file, formatError, globalRegistry, guid, hash, hex, hostname, iban, instanceof, int, int32, ipv4, ipv6, iso, jwt, ksuid, lazy, literal, looseObject, mac, map, nanoid,
  NEVER, null, number, object, partialRecord, preprocess, record, set, strictObject, stringFormat, symbol, toJSONSchema, tuple, ulid, union, unknown, uuid, xid, xor,
  ZodError, ZodObject, ZodOptional, ZodString, ZodType,
} from 'zod';
export type { core, infer, input, output, RefinementCtx, ZodRawShape, ZodURL } from 'zod';

const storable = { error: 'validation.invalid_character', abort: true } as const;

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine(isStorableText, storable);
}

/** The URL parser accepts a NUL or a lone surrogate in a path and keeps the text as given. */
export function url(params?: string | zod.core.$ZodURLParams): zod.ZodURL {
  return zod.url(params).refine(isStorableText, storable);
}
