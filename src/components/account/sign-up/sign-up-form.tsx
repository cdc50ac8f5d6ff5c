'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AUTH_LIMITS, signUpSchema } from '@/shared/schemas/auth';
import { message } from '@/shared/schemas/zod-config';
import { FormAlert } from '@/components/forms/form-alert';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useEnterAccount } from '@/lib/account/use-enter-account';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

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
  const enterAccount = useEnterAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ schema: signUpFormSchema, initial: INITIAL });
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = form.handleSubmit(async ({ confirm_password: _confirm, ...account }) => {
    setFailure(null);
    // 403: registration was switched off meanwhile; the reason stays in view, instead of a toast.
    const result = await form.send('POST', '/api/auth/sign-up', account, { shownByCaller: [403] });
    if (result.ok) {
      enterAccount(accountHome);
      return;
    }
    if (result.httpStatus === 403) setFailure(result.message || null);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
      <FormAlert message={failure} />
      <TextField {...form.text('fullname')} label={tBase('fullname')} autoComplete="name" required />
      <TextField
        {...form.text('username')}
        label={tBase('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('sign_up.username_hint', { min: AUTH_LIMITS.usernameMin })}
        required
      />
      <TextField {...form.text('email')} label={tBase('email')} type="email" autoComplete="email" required />
      <TextField {...form.text('birthday')} label={tBase('birthday')} type="date" max={today} autoComplete="bday" />
      <NewPasswordFields form={form} passwordKey="password" label={tBase('password')} />
      <SubmitButton busy={form.submitting} label={t('sign_up.submit')} busyLabel={t('sign_up.submitting')} className="w-full" />
    </form>
  );
}
