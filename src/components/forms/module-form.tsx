'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { fieldMessages } from '@/lib/validation-lines';
import { FormControl } from './form-control';
import { fillableFields, initialValues, toPayload, validate, type FormFieldDefinition, type FormValues } from './form-values';

export interface ModuleFormProps {
  /** The form module's key: the form posts to /api/forms/{moduleKey}. */
  moduleKey: string;
  fields: FormFieldDefinition[];
}

/**
 * A public form generated from a form module's fields: checked in the browser first, then
 * by the server, whose 422 messages land under the fields and in a toast.
 */
export function ModuleForm({ moduleKey, fields: allFields }: ModuleFormProps) {
  const t = useTranslations('form');
  const { requestWithAlert } = useApi();
  const fields = useMemo(() => fillableFields(allFields), [allFields]);
  const labels = useMemo(() => Object.fromEntries(fields.map((field) => [field.key, field.label])), [fields]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(fields, values, {
      required: t('required'),
      invalidEmail: t('invalid_email'),
      invalidUrl: t('invalid_url'),
      invalidNumber: t('invalid_number'),
    });
    setErrors(found);
    if (Object.keys(found).length) {
      const firstInvalid = fields.find((field) => found[field.key]);
      document.getElementById(`field-${firstInvalid?.key}`)?.focus();
      return;
    }
    setSending(true);
    const result = await requestWithAlert('POST', `/api/forms/${encodeURIComponent(moduleKey)}`, toPayload(fields, values), { labels });
    setSending(false);
    if (result.ok) {
      setValues(initialValues(fields));
    } else if (result.httpStatus === 422) {
      setErrors(Object.fromEntries(fields.map((field) => [field.key, fieldMessages(result.data, field.key)])));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      {fields.map((field) => (
        <FormControl
          key={field.key}
          field={field}
          value={values[field.key]}
          errors={errors[field.key] ?? []}
          placeholder={t('choose')}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.key]: value }));
            if (errors[field.key]?.length) setErrors((current) => ({ ...current, [field.key]: [] }));
          }}
        />
      ))}
      <p className="text-xs text-slate-500">{t('required_hint')}</p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
