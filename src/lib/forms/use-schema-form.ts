'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';
import type { ApiResult, HttpMethod } from '@/lib/api';
import { dismissToastGroup, showToast } from '@/lib/toasts';
import { useApi, type CallOptions } from '@/lib/use-api';
import { errorLanguageName } from '@/lib/error-language';
import { fieldMessages, flattenErrorTree, withoutFields } from '@/lib/validation-lines';

export type FieldValue = string | boolean;
export type FieldErrors = Record<string, string[]>;

export interface SchemaFormOptions<Values extends Record<string, FieldValue>, Schema extends z.ZodType> {
  /** Checked in the browser before anything is sent; the server checks again. */
  schema: Schema;
  initial: Values;
  /** The labels the form shows, for the error toast; other keys fall back to `base.<key>`. */
  labels?: Partial<Record<keyof Values & string, string>>;
  /** Values with no input of their own (e.g. a link's token): their messages go to a toast. */
  hidden?: readonly (keyof Values & string)[];
}

/** What a control needs to be bound to one field: value, change handler and its error wiring. */
export interface BoundField {
  id: string;
  name: string;
  errorId: string;
  errors: string[];
}

/** The keys of `Values` whose value is a string, i.e. the ones a text input can edit. */
export type StringKeys<Values> = { [Key in keyof Values & string]: Values[Key] extends string ? Key : never }[keyof Values & string];

/** Everything a `TextField` needs besides its label and input attributes. */
export interface TextFieldBinding {
  field: BoundField;
  value: string;
  onValueChange: (value: string) => void;
}

type Payload = Parameters<ReturnType<typeof useApi>['requestWithAlert']>[2];

/**
 * Small form state for the account screens: values, per-field messages, and one submit flow.
 * The zod schema shared with the server validates first; its issues become the same translated
 * tree a 422 answer carries, so client and server errors look and read alike. Each error is
 * shown once: under its field (the first invalid one gets the focus), and only what belongs to
 * no field in an error toast, which the form's next attempt or success closes.
 */
export function useSchemaForm<Values extends Record<string, FieldValue>, Schema extends z.ZodType>({
  schema,
  initial,
  labels = {},
  hidden = [],
}: SchemaFormOptions<Values, Schema>) {
  const t = useTranslations();
  const { requestWithAlert } = useApi();
  const formId = useId();
  const toastGroup = `form:${formId}`;
  const [values, setValues] = useState<Values>(initial);
  /** What the form was loaded or last saved with: `dirty` compares against it. */
  const [baseline, setBaseline] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const keys = Object.keys(initial) as (keyof Values & string)[];
  /** The fields whose messages are shown under an input. */
  const shownKeys = keys.filter((key) => !hidden.includes(key));
  const idOf = (key: string) => `${formId}-${key}`;
  const labelOf = (key: string): string => (labels as Record<string, string | undefined>)[key] ?? (t.has(`base.${key}`) ? t(`base.${key}`) : key);

  function set<Key extends keyof Values>(key: Key, value: Values[Key]): void {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as string]?.length) setErrors((current) => ({ ...current, [key]: [] }));
  }

  function showServerErrors(result: ApiResult): void {
    if (result.httpStatus !== 422 && result.httpStatus !== 409) return;
    const found = errorsFromTree(result.data);
    if (Object.keys(found).length) showFieldErrors(found);
  }

  function bind(key: keyof Values & string): BoundField {
    return { id: idOf(key), name: key, errorId: `${idOf(key)}-error`, errors: errors[key] ?? [] };
  }

  function showFieldErrors(found: FieldErrors): void {
    setErrors(found);
    const first = keys.find((key) => found[key]?.length);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function errorsFromTree(tree: unknown): FieldErrors {
    const found: FieldErrors = {};
    for (const key of shownKeys) {
      const messages = fieldMessages(tree, key);
      if (messages.length) found[key] = messages;
    }
    return found;
  }

  /**
   * The browser's own findings, one message per field: an empty field just reads "required"
   * (not "at least 3 characters, invalid username"), anything else its first problem.
   */
  function browserErrorTree(error: z.ZodError): ValidationErrorTree {
    const tree = toValidationErrorTree(error, (key, params) => t(key, params));
    for (const [key, node] of Object.entries(tree)) {
      if (key === '_errors' || Array.isArray(node) || !node._errors.length) continue;
      const blank = typeof values[key] === 'string' && (values[key] as string).trim() === '';
      node._errors = blank ? [t('validation.required')] : node._errors.slice(0, 1);
    }
    return tree;
  }

  /** Validates in the browser; on failure shows the messages and returns null. */
  function check(): z.output<Schema> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const tree = browserErrorTree(parsed.error);
    showFieldErrors(errorsFromTree(tree));
    const lines = flattenErrorTree(withoutFields(tree, shownKeys), {
      field: labelOf,
      language: errorLanguageName,
    });
    if (lines.length) showToast({ color: 'error', title: t('alert.error'), description: lines, group: toastGroup });
    else dismissToastGroup(toastGroup);
    return null;
  }

  return {
    values,
    errors,
    submitting,
    /** A field differs from what the form was loaded or last reset with (for the leave guard). */
    dirty: keys.some((key) => values[key] !== baseline[key]),

    set,

    reset(next: Values = initial): void {
      setValues(next);
      setBaseline(next);
      setErrors({});
    },

    bind,

    /** Binds a text input to a string field: `<TextField {...form.text('email')} label={...} />`. */
    text(key: StringKeys<Values>): TextFieldBinding {
      return {
        field: bind(key),
        value: values[key] as string,
        onValueChange: (value) => set(key, value as Values[typeof key]),
      };
    },

    /** Shows messages found outside the schema (e.g. a file that is too large). */
    showErrors: showFieldErrors,

    /** Puts the messages of a 422 (or a 409 naming taken fields) under the fields. */
    showServerErrors,

    /**
     * Sends the form (`requestWithAlert`): field messages of the answer go under the fields,
     * anything else in a toast, and a success closes the form's earlier error toast.
     */
    async send<T = unknown>(method: HttpMethod, path: string, payload: Payload, options: CallOptions = {}): Promise<ApiResult<T>> {
      const result = await requestWithAlert<T>(method, path, payload, { labels: labels as Record<string, string>, fields: shownKeys, group: toastGroup, ...options });
      if (!result.ok) showServerErrors(result);
      return result;
    },

    /** A submit handler: validates, then runs `send` with the parsed values, once at a time. */
    handleSubmit(send: (data: z.output<Schema>) => Promise<void>) {
      return async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy.current) return;
        const data = check();
        if (data === null) return;
        busy.current = true;
        setSubmitting(true);
        try {
          await send(data);
        } finally {
          busy.current = false;
          setSubmitting(false);
        }
      };
    },
  };
}

export type SchemaForm<Values extends Record<string, FieldValue>> = Omit<ReturnType<typeof useSchemaForm<Values, z.ZodType>>, 'handleSubmit'>;
