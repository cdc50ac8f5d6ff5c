'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { resetPasswordSchema } from '@/shared/schemas/auth';
import { FormAlert } from '@/components/forms/form-alert';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

export interface ResetPasswordFormProps {
  /** The token of the mailed link. */
  token: string;
  signInPath: string;
  /** A link to ask for a new mail, shown when this one no longer works. */
  requestAgainLink: ReactNode;
}

/** A new password and its confirmation with the link's token (POST /api/auth/reset-password). */
export function ResetPasswordForm({ token, signInPath, requestAgainLink }: ResetPasswordFormProps) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  const router = useRouter();
  const [linkFailed, setLinkFailed] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: resetPasswordSchema,
    initial: { new_password: '', confirm_password: '', token },
    labels: { token: t('reset.link_label') },
    hidden: ['token'],
  });

  const onSubmit = form.handleSubmit(async (data) => {
    setLinkFailed(null);
    // 400: the link no longer works; the page says so instead of a toast.
    const result = await form.send('POST', '/api/auth/reset-password', data, { shownByCaller: [400] });
    if (result.ok) {
      router.push(signInPath);
      return;
    }
    if (result.httpStatus === 400) setLinkFailed(result.message || t('reset.invalid_link'));
  });

  // A refused token cannot succeed on a second try: only the way to a new link remains.
  if (linkFailed) {
    return (
      <div className="space-y-4">
        <FormAlert message={linkFailed} />
        <p className="text-sm">{requestAgainLink}</p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
      <NewPasswordFields form={form} passwordKey="new_password" label={tBase('new_password')} />
      <SubmitButton busy={form.submitting} label={t('reset.submit')} busyLabel={t('reset.submitting')} className="w-full" />
    </form>
  );
}
