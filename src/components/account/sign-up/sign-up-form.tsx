'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AUTH_LIMITS, signUpSchema } from '@/shared/schemas/auth';
import { message } from '@/shared/schemas/zod-config';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useEnterAccount } from '@/lib/account/use-enter-account';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useApi } from '@/lib/use-api';

/** The server's sign-up payload plus the confirmation, which only the browser checks. */
const signUpFormSchema = signUpSchema
  .extend({ confirm_password: z.string() })
  .refine((value) => value.password === value.confirm_password, { path: ['confirm_password'], ...message('passwords_mismatch') });

/** In the order the fields are shown: the first invalid one gets the focus. */
const INITIAL = { fullname: '', username: '', email: '', birthday: '', password: '', confirm_password: '' };

/** POST /api/auth/sign-up; the new account is signed in at once and lands on the account home. */
export function SignUpForm({ accountHome }: { accountHome: string }) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  const { requestWithAlert } = useApi();
  const enterAccount = useEnterAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ schema: signUpFormSchema, initial: INITIAL });
  const { values } = form;
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = form.handleSubmit(async ({ confirm_password: _confirm, ...account }) => {
    setFailure(null);
    const result = await requestWithAlert('POST', '/api/auth/sign-up', account);
    if (result.ok) {
      enterAccount(accountHome);
      return;
    }
    form.showServerErrors(result);
    // 403: registration was switched off meanwhile; the reason stays in view, not only in a toast.
    if (result.httpStatus === 403) setFailure(result.message || null);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
      <FormAlert message={failure} />
      <TextField
        field={form.bind('fullname')}
        label={tBase('fullname')}
        value={values.fullname}
        onValueChange={(value) => form.set('fullname', value)}
        autoComplete="name"
        required
      />
      <TextField
        field={form.bind('username')}
        label={tBase('username')}
        value={values.username}
        onValueChange={(value) => form.set('username', value)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('sign_up.username_hint', { min: AUTH_LIMITS.usernameMin })}
        required
      />
      <TextField
        field={form.bind('email')}
        label={tBase('email')}
        type="email"
        value={values.email}
        onValueChange={(value) => form.set('email', value)}
        autoComplete="email"
        required
      />
      <TextField
        field={form.bind('birthday')}
        label={tBase('birthday')}
        type="date"
        max={today}
        value={values.birthday}
        onValueChange={(value) => form.set('birthday', value)}
        autoComplete="bday"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={form.bind('password')}
          label={tBase('password')}
          type="password"
          value={values.password}
          onValueChange={(value) => form.set('password', value)}
          autoComplete="new-password"
          hint={t('password_hint', { min: AUTH_LIMITS.passwordMin })}
          required
        />
        <TextField
          field={form.bind('confirm_password')}
          label={tBase('confirm_password')}
          type="password"
          value={values.confirm_password}
          onValueChange={(value) => form.set('confirm_password', value)}
          autoComplete="new-password"
          required
        />
      </div>
      <SubmitButton busy={form.submitting} label={t('sign_up.submit')} busyLabel={t('sign_up.submitting')} className="w-full" />
    </form>
  );
}
