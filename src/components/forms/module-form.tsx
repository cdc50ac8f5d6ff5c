'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { fieldControls } from '@/components/fields/public-controls';
import type { PublicModuleField } from '@/shared/api/public-content';
import { fieldMessages } from '@/lib/validation-lines';
import { valuesSchema } from '@/shared/fields';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';
import { FORM_META_FIELDS } from '@/shared/api/forms';
import { fillableFields, initialValues, toInput, type FormValues } from './form-values';
import { Honeypot } from './honeypot';
import { useFormTicket } from './use-form-ticket';

export interface ModuleFormProps {
  /** The form module's key: the form posts to /api/forms/{moduleKey}. */
  moduleKey: string;
  fields: PublicModuleField[];
}

/**
 * A public form generated from a form module's fields: checked in the browser with the same
 * value schema the server applies (field registry), so both report alike. Each message is shown
 * once: a field's under it, only the rest in a toast; once sent, a confirmation takes the form's
 * place in the page (with the focus), and no toast repeats it.
 */
export function ModuleForm({ moduleKey, fields: allFields }: ModuleFormProps) {
  const t = useTranslations('form');
  const translate = useTranslations();
  const { requestWithAlert } = useApi();
  const fields = useMemo(() => fillableFields(allFields), [allFields]);
  const labels = useMemo(() => Object.fromEntries(fields.map((field) => [field.key, field.label])), [fields]);
  const schema = useMemo(() => valuesSchema(fields), [fields]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const group = `form:${moduleKey}`;
  const { ticket, renew } = useFormTicket(moduleKey);

  const errorsOf = (tree: unknown) => Object.fromEntries(fields.map((field) => [field.key, fieldMessages(tree, field.key)]));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(fields, values));
    if (!parsed.success) {
      const found = errorsOf(toValidationErrorTree(parsed.error, (key, params) => translate(key, params)));
      setErrors(found);
      document.getElementById(`field-${fields.find((field) => found[field.key].length)?.key}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    // The schema's output: trimmed, blanks left out, exactly what the server stores; beside it the ticket and the honeypot.
    const payload = { ...parsed.data, [FORM_META_FIELDS.ticket]: ticket ?? undefined, [FORM_META_FIELDS.honeypot]: honeypot };
    const result = await requestWithAlert('POST', `/api/forms/${encodeURIComponent(moduleKey)}`, payload, {
      labels,
      fields: fields.map((field) => field.key),
      group,
      errorsOnly: true,
    });
    setSending(false);
    if (result.ok) {
      setValues(initialValues(fields));
      setSent(true);
      renew();
    } else if (result.httpStatus === 422) {
      setErrors(errorsOf(result.data));
    }
  }

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="rounded-xl border border-primary-200 dark:border-primary-800 bg-primary-50 dark:bg-primary-950/40 p-5 outline-none">
        <p className="font-semibold text-primary-900 dark:text-primary-200">{t('sent_title')}</p>
        <p className="mt-1 text-sm text-primary-900 dark:text-primary-200">{t('sent_description')}</p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>{t('send_another')}</Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-busy={sending}>
      {fields.map((field) => {
        const Control = fieldControls[field.type]!;
        return (
          <Control
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
        );
      })}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('required_hint')}</p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
