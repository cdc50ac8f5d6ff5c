'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { signInSchema } from '@/shared/schemas/auth';
import type { AuthUser } from '@/shared/types';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useEnterAccount } from '@/lib/account/use-enter-account';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { OAuthButtons, type OAuthProviderButton } from './oauth-buttons';

export interface SignInFormProps {
  /** Where to go afterwards: the checked `redirect` parameter or the account home. */
  redirectTo: string;
  /** The "forgot your password?" link, rendered by the server. */
  forgotPasswordLink: ReactNode;
  /** The social sign-in providers switched on in the settings. */
  providers: OAuthProviderButton[];
}

const INITIAL: { username: string; password: string; remember_me: boolean } = { username: '', password: '', remember_me: false };

/** Username or e-mail, password and "remember me" (POST /api/auth/sign-in), then the social providers. */
export function SignInForm({ redirectTo, forgotPasswordLink, providers }: SignInFormProps) {
  const t = useTranslations('account');
  const tAlert = useTranslations('alert');
  const enterAccount = useEnterAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const labels = { username: t('fields.username_or_email'), password: t('fields.password'), remember_me: t('fields.remember_me') };
  const form = useSchemaForm({ schema: signInSchema, initial: INITIAL, labels });
  const { values } = form;

  const onSubmit = form.handleSubmit(async (data) => {
    setFailure(null);
    // Success leads on at once; any failure that is not about a field stays in view above the form.
    const result = await form.send<{ token: string; user: AuthUser }>('POST', '/api/auth/sign-in', data, { errorsOnly: true, shownByCaller: 'all' });
    if (result.ok) {
      enterAccount(redirectTo);
      return;
    }
    if (result.httpStatus !== 422) {
      setFailure(result.message || tAlert('an_error_occurred'));
      form.set('password', '');
      document.getElementById(form.bind('password').id)?.focus();
    }
  });

  return (
    <div className="space-y-6">
      {/* POST: if it is sent before the page is interactive, the password stays out of the URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
        <FormAlert message={failure} />
        <TextField
          {...form.text('username')}
          label={labels.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          {...form.text('password')}
          label={labels.password}
          type="password"
          autoComplete="current-password"
          labelAside={forgotPasswordLink}
          required
        />
        <CheckboxField
          field={form.bind('remember_me')}
          label={labels.remember_me}
          checked={values.remember_me}
          onCheckedChange={(checked) => form.set('remember_me', checked)}
        />
        <SubmitButton busy={form.submitting} label={t('sign_in.submit')} busyLabel={t('sign_in.submitting')} className="w-full" />
      </form>
      <OAuthButtons providers={providers} returnTo={redirectTo} remember={values.remember_me} />
    </div>
  );
}
