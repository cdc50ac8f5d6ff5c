'use client';

import { useTranslations } from 'next-intl';
import { AUTH_LIMITS } from '@/shared/schemas/auth';
import type { TextFieldBinding } from '@/lib/forms/use-schema-form';
import { TextField } from './text-field';

type PasswordKey = 'password' | 'new_password';

export interface NewPasswordFieldsProps<Key extends PasswordKey> {
  /** A `useSchemaForm` form with string fields `passwordKey` and `confirm_password`. */
  form: { text(key: NoInfer<Key> | 'confirm_password'): TextFieldBinding };
  passwordKey: Key;
  /** The password field's label, e.g. "Password" on sign-up, "New password" elsewhere. */
  label: string;
}

/** A new password and its confirmation, side by side, with the length hint under the first. */
export function NewPasswordFields<Key extends PasswordKey>({ form, passwordKey, label }: NewPasswordFieldsProps<Key>) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        {...form.text(passwordKey)}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('password_hint', { min: AUTH_LIMITS.passwordMin })}
        required
      />
      <TextField {...form.text('confirm_password')} label={tBase('confirm_password')} type="password" autoComplete="new-password" required />
    </div>
  );
}
