import { locales } from '@/i18n/locales';
import type { ModuleField } from '@/shared/types';
import { message, z } from './zod-config';

const MAX_LENGTH = { short: 1_000, long: 20_000, email: 254, reference: 2_048, listItems: 100 } as const;

/**
 * The payload of POST /api/forms/{moduleKey}, built from the form module's field
 * definitions: unknown keys are refused, required fields must be present and not blank.
 */
export function formSubmissionSchema(fields: readonly ModuleField[]) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])));
}

export type FormSubmission = Record<string, unknown>;

function fieldSchema(field: ModuleField): z.ZodType {
  const value = valueSchema(field);
  // Blank text counts as "not given", so a blank required field reads "required".
  return z.preprocess(blankToUndefined, field.required ? value : value.optional());
}

function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value === null ? undefined : value;
}

function valueSchema(field: ModuleField): z.ZodType {
  const optionValues = (field.options ?? []).map((option) => option.value);
  switch (field.type) {
    case 'email':
      return z.email(message('invalid_email')).max(MAX_LENGTH.email);
    case 'url':
      return z.url(message('invalid_url')).max(MAX_LENGTH.reference);
    case 'number':
      return z.number();
    case 'switch':
      return z.boolean();
    case 'checkbox':
      return optionValues.length
        ? z.array(z.enum(optionValues as [string, ...string[]])).min(field.required ? 1 : 0, message('required'))
        : z.boolean();
    case 'selection':
    case 'radio':
      return optionValues.length ? z.enum(optionValues as [string, ...string[]]) : z.string().max(MAX_LENGTH.short);
    case 'date':
      return z.iso.date(message('invalid_date_format'));
    case 'time':
      return z.iso.time(message('invalid_date_format'));
    case 'multilang_text':
    case 'multilang_textarea':
    case 'multilang_editor':
      return z.partialRecord(z.enum(locales), z.string().max(MAX_LENGTH.long));
    case 'list':
      return z.array(z.string().max(MAX_LENGTH.short)).max(MAX_LENGTH.listItems);
    case 'file':
    case 'image':
    case 'video':
      // A reference (path or URL) to media uploaded beforehand.
      return z.string().max(MAX_LENGTH.reference);
    case 'textarea':
    case 'editor':
      return z.string().max(MAX_LENGTH.long);
    case 'text':
    default:
      return z.string().max(MAX_LENGTH.short);
  }
}
