import * as zod from 'zod';
import { isStorableText } from './storable-text';

/**
 * zod as this project uses it (through `zod-config.ts`): every string schema it builds refuses
 * text that cannot be stored (`storable-text.ts`) before its own checks, with one message at
 * the value's own path. So each text the API stores or searches (names, labels, titles,
 * settings, field values, record keys, `search`) follows the rule without naming it. A
 * refinement rather than a pattern: the OpenAPI document shows no pattern for it.
 */
export * from 'zod';

const storable = { error: 'validation.invalid_character', abort: true } as const;

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine(isStorableText, storable);
}

/** The URL parser accepts a NUL or a lone surrogate in a path and keeps the text as given. */
export function url(params?: string | zod.core.$ZodURLParams): zod.ZodURL {
  return zod.url(params).refine(isStorableText, storable);
}
