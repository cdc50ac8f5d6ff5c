'use client';

import { useRouter } from 'next/navigation';
import type { z } from '@/shared/schemas/zod-config';
import type { AuthUser } from '@/shared/types';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useApi } from '@/lib/use-api';

type PreferenceKey = 'time_zone' | 'dashboard_locale';

/**
 * One nullable preference on the user, saved alone with PUT /api/auth: the empty choice is sent as
 * null. Its errors show under its control only (no toast repeating them); once saved, the page
 * renders again in the new preference.
 */
export function useAccountPreference<Key extends PreferenceKey>(user: AuthUser, key: Key, label: string, schema: z.ZodType) {
  const { requestWithAlert } = useApi();
  const router = useRouter();
  const labels = { [key]: label } as Record<Key, string>;
  const form = useSchemaForm({ schema, initial: { [key]: user[key] ?? '' } as Record<Key, string>, labels });

  const onSubmit = form.handleSubmit(async () => {
    const result = await requestWithAlert<{ user: AuthUser }>('PUT', '/api/auth', { [key]: form.values[key] || null }, { labels, fields: [key] });
    if (!result.ok || !result.data?.user) {
      form.showServerErrors(result);
      return;
    }
    form.reset({ [key]: result.data.user[key] ?? '' } as Record<Key, string>);
    router.refresh();
  });

  return { form, onSubmit };
}
