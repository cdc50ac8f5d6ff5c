import type { ValidationErrorTree } from '@/shared/api/envelope';
import { isValidationMessage, issueMessageKey, z } from './zod-config';

/** Any ICU translator: next-intl's `t` on the client, `translate(locale, ...)` on the server. */
export type TranslateFn = (key: string, params?: Record<string, string | number>) => string;

/**
 * zod's formatted tree (`{ _errors, field: { _errors } }`, nested for objects and arrays)
 * with every message translated.
 */
export function toValidationErrorTree(error: z.ZodError, translate: TranslateFn): ValidationErrorTree {
  return z.formatError(error, (issue) => {
    const key = isValidationMessage(issue.message) ? issue.message : `validation.${issueMessageKey(issue)}`;
    return translate(key, issueParams(issue));
  }) as unknown as ValidationErrorTree;
}

/** The values the generic ICU messages interpolate ({minimum}, {options}, ...). */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected };
    case 'too_small':
      return { origin: issue.origin, minimum: limit(issue.minimum, issue.origin), inclusive: String(issue.inclusive !== false) };
    case 'too_big':
      return { origin: issue.origin, maximum: limit(issue.maximum, issue.origin), inclusive: String(issue.inclusive !== false) };
    case 'invalid_value':
      return { options: issue.values.map(String).join(', '), expected: String(issue.values[0]) };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', '), count: issue.keys.length };
    case 'not_multiple_of':
      return { divisor: issue.divisor };
    default:
      return {};
  }
}

function limit(value: number | bigint, origin: string): string | number {
  if (origin === 'date') return new Date(Number(value)).toISOString().slice(0, 10);
  return Number(value);
}
