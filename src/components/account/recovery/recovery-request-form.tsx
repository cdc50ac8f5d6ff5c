'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { emailSchema } from '@/shared/schemas/auth';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const requestSchema = z.object({ email: emailSchema });

/**
 * Asks for a reset link (POST /api/auth/forgot-password). `path` is this page's own localised
 * path: the mailed link comes back here with `?token=`.
 */
export function RecoveryRequestForm({ recoveryPath }: { recoveryPath: string }) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({ schema: requestSchema, initial: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    // The confirmation is in the page: no toast saying it again.
    const result = await form.send('POST', '/api/auth/forgot-password', { email, path: recoveryPath }, { errorsOnly: true });
    if (result.ok) setSentTo(email);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting}>
      <FormAlert tone="success" message={sentTo ? t('recovery.sent', { email: sentTo }) : null} />
      <TextField {...form.text('email')} label={tBase('email')} type="email" autoComplete="email" required />
      <SubmitButton
        busy={form.submitting}
        label={sentTo ? t('recovery.send_again') : t('recovery.submit')}
        busyLabel={t('recovery.submitting')}
        className="w-full"
      />
    </form>
  );
}
