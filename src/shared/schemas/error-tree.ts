import type { ValidationErrorTree } from '@/shared/api/envelope';
import { isValidationMessage, issueMessageKey, z } from './zod-config';

/** Any ICU translator: next-intl's `t` on the client, `translate(locale, ...)` on the server. */
export type TranslateFn = (key: string, params?: Record<string, string | number>) => string;

/**
 * zod's formatted tree (`{ _errors, field: { _errors } }`, nested for objects and arrays)
 * with every message translated.
 */
export function toValidationErrorTree(error: z.ZodError, translate: TranslateFn): ValidationErrorTree {
  return z.formatError(error, (issue) => issueText(issue, translate)) as unknown as ValidationErrorTree;
}

/**
 * The translated text of one issue: its own message key when a schema chose one, else the
 * generic message of its code. Both translators answer the key itself when a message cannot
 * be formatted (unknown key, or a keyed message whose placeholders this issue cannot fill):
 * then the generic message, whose placeholders `issueParams` always fills, is used instead.
 */
export function issueText(issue: z.core.$ZodIssue, translate: TranslateFn): string {
  const params = issueParams(issue);
  const generic = `validation.${issueMessageKey(issue)}`;
  if (isValidationMessage(issue.message) && issue.message !== generic) {
    const text = translate(issue.message, params);
    if (text !== issue.message) return text;
  }
  return translate(generic, params);
}

/** The values the generic ICU messages interpolate ({minimum}, {options}, ...). */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected };
    case 'too_small': {
      const minimum = limit(issue.minimum, issue.origin);
      return { origin: issue.origin, minimum, size: minimum, inclusive: String(issue.inclusive !== false) };
    }
    case 'too_big': {
      const maximum = limit(issue.maximum, issue.origin);
      return { origin: issue.origin, maximum, size: maximum, inclusive: String(issue.inclusive !== false) };
    }
    case 'invalid_format': {
      // startsWith('x'), endsWith('x') and includes('x') name their text.
      const { prefix = '', suffix = '', includes = '' } = issue as typeof issue & { prefix?: string; suffix?: string; includes?: string };
      return { format: issue.format, prefix, suffix, includes };
    }
    case 'invalid_value':
      return { options: issue.values.map(String).join(', '), expected: String(issue.values[0]) };
    case 'invalid_union':
      return { options: 'options' in issue && issue.options ? issue.options.map(String).join(', ') : '' };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', '), count: issue.keys.length };
    case 'not_multiple_of':
      return { divisor: Number(issue.divisor) };
    default:
      return {};
  }
}

function limit(value: number | bigint, origin: string): string | number {
  if (origin === 'date') return new Date(Number(value)).toISOString().slice(0, 10);
  return Number(value);
}

