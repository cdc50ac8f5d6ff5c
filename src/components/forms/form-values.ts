/** A form module field as the public form needs it (labels already in the visitor's language). */
export interface FormFieldDefinition {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: { label: string; value: string }[];
}

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** Field types a visitor can fill in on a public form (uploads are dashboard-only). */
const SUPPORTED = new Set(['text', 'textarea', 'email', 'url', 'number', 'date', 'time', 'selection', 'radio', 'checkbox', 'switch']);

export const fillableFields = (fields: FormFieldDefinition[]) => fields.filter((field) => SUPPORTED.has(field.type));

const isMultiChoice = (field: FormFieldDefinition) => field.type === 'checkbox' && field.options.length > 0;
const isToggle = (field: FormFieldDefinition) => field.type === 'switch' || (field.type === 'checkbox' && field.options.length === 0);

export function emptyValue(field: FormFieldDefinition): FormValue {
  if (isMultiChoice(field)) return [];
  if (isToggle(field)) return false;
  return '';
}

export function initialValues(fields: FormFieldDefinition[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, emptyValue(field)]));
}

/** The JSON body: typed values, blanks left out so optional fields stay absent. */
export function toPayload(fields: FormFieldDefinition[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') continue;
      payload[field.key] = field.type === 'number' ? Number(trimmed) : trimmed;
    } else if (Array.isArray(value)) {
      if (value.length || field.required) payload[field.key] = value;
    } else {
      payload[field.key] = value;
    }
  }
  return payload;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ClientRuleTexts {
  required: string;
  invalidEmail: string;
  invalidUrl: string;
  invalidNumber: string;
}

/** Checks made before sending; the server validates again and has the last word. */
export function validate(fields: FormFieldDefinition[], values: FormValues, texts: ClientRuleTexts): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = values[field.key];
    const blank = typeof value === 'string' ? value.trim() === '' : Array.isArray(value) ? value.length === 0 : false;
    let message: string | null = null;
    if (field.required && blank) message = texts.required;
    else if (!blank && typeof value === 'string') {
      if (field.type === 'email' && !EMAIL.test(value.trim())) message = texts.invalidEmail;
      else if (field.type === 'url' && !URL.canParse(value.trim())) message = texts.invalidUrl;
      else if (field.type === 'number' && !Number.isFinite(Number(value))) message = texts.invalidNumber;
    }
    if (message) errors[field.key] = [message];
  }
  return errors;
}
