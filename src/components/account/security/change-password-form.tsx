'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/components/app/app-data';
import { changePasswordSchema } from '@/shared/schemas/auth';
import { isPersonalPassword, personalPasswordIssue } from '@/shared/schemas/password-rules';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const INITIAL = { current_password: '', new_password: '', confirm_password: '' };

/**
 * POST /api/auth/change-password. The server keeps this session (with a new token in the
 * cookie) and ends all others, so the sessions list is reloaded afterwards.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  const user = useCurrentUser();
  // The server also refuses the user's own username or address; the form knows them too.
  const schema = useMemo(
    () => changePasswordSchema.refine((value) => !isPersonalPassword(value.new_password, user ?? {}), personalPasswordIssue('new_password')),
    [user],
  );
  const form = useSchemaForm({ schema, initial: INITIAL });

  const onSubmit = form.handleSubmit(async (data) => {
    const result = await form.send('POST', '/api/auth/change-password', data);
    if (result.ok) {
      form.reset();
      onChanged();
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} hidden readOnly />
      <TextField {...form.text('current_password')} label={tBase('current_password')} type="password" autoComplete="current-password" required />
      <NewPasswordFields form={form} passwordKey="new_password" label={tBase('new_password')} />
      <div className="flex justify-end">
        <SubmitButton busy={form.submitting} label={t('security.password_submit')} busyLabel={t('security.password_submitting')} />
      </div>
    </form>
  );
}
