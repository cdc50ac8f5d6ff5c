import * as z from './storable-zod';
import type { ValidationMessageKey } from '@/shared/api/messages';

/**
 * Every zod issue carries a message KEY (`validation.<key>`), never English text, so the
 * server and the client can translate it to the reader's language. The global error map
 * below gives each built-in issue its key; schemas pick a specific one with `message()`.
 * Importing any schema of this folder installs the map. `z` is zod with one rule added to
 * every string schema: no text PostgreSQL cannot store (storable-zod.ts).
 */
export type ValidationMessage = `validation.${ValidationMessageKey}`;

const PREFIX = 'validation.';

/** `z.string().min(3, message('username_min'))` */
export function message(key: ValidationMessageKey): { error: ValidationMessage } {
  return { error: `validation.${key}` };
}

export function isValidationMessage(text: unknown): text is ValidationMessage {
  return typeof text === 'string' && text.startsWith(PREFIX) && text.length > PREFIX.length;
}

type AnyIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** The generic message key for an issue zod raised by itself. */
export function issueMessageKey(issue: AnyIssue): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      // Raw issues still hold the input: a missing value reads better as "required".
      if ('input' in issue && issue.input === undefined) return 'required';
      if (issue.expected === 'date') return 'invalid_date';
      if (isInfinite('input' in issue ? issue.input : undefined)) return 'not_finite';
      return 'invalid_type';
    case 'too_small':
    case 'too_big':
      // `.length(n)`: "exactly n" rather than "at least n" or "at most n".
      return issue.exact ? 'exact_size' : issue.code;
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'url') return 'invalid_url';
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return 'invalid_date_format';
      return 'invalid_string';
    case 'invalid_value':
      if (issue.values.length === 0) return 'custom';
      return issue.values.length === 1 ? 'invalid_literal' : 'invalid_enum_value';
    case 'invalid_union':
      // z.xor(): more than one form matched; a discriminated union: the discriminator is unknown.
      if ('inclusive' in issue && issue.inclusive === false) return 'ambiguous_union';
      if ('options' in issue && issue.options?.length) return 'invalid_enum_value';
      return 'invalid_union';
    case 'unrecognized_keys':
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
      return issue.code;
    default:
      return 'custom';
  }
}

function isInfinite(value: unknown): boolean {
  return value === Infinity || value === -Infinity;
}

export const validationErrorMap: z.core.$ZodErrorMap = (issue) => `${PREFIX}${issueMessageKey(issue)}`;

// Pages forbid eval (CSP script-src): in the browser zod must not even probe for it with new Function().
z.config({ customError: validationErrorMap, jitless: typeof window !== 'undefined' });

export { z };
