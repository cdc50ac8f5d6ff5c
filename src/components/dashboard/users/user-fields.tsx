'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { languages, locales } from '@/i18n/locales';
import type { BoundField, TextFieldBinding } from '@/lib/forms/use-schema-form';
import { USER_STATUSES } from '@/shared/api/users';
import type { Option, UserFormValues } from './user-form-values';

export interface UserFieldsProps {
  form: {
    values: UserFormValues;
    text(key: 'username' | 'email' | 'fullname' | 'birthday'): TextFieldBinding;
    bind(key: keyof UserFormValues): BoundField;
    set(key: 'gender' | 'role_id' | 'status' | 'locale', value: string): void;
  };
  roles: Option[];
  genders: Option[];
  genderUnset: string;
}

/** Every editable field of a user (spec §3): profile, role, status and language. No password: links set it. */
export function UserFields({ form, roles, genders, genderUnset }: UserFieldsProps) {
  const t = useTranslations('dashboard.users');
  const tBase = useTranslations('base');
  const today = new Date().toISOString().slice(0, 10);
  /** A select's binding: its field, value and change handler. */
  const choice = (key: 'gender' | 'role_id' | 'status' | 'locale') => ({
    field: form.bind(key), value: form.values[key], onValueChange: (value: string) => form.set(key, value),
  });
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('username')} label={tBase('username')} autoComplete="off" autoCapitalize="none" spellCheck={false} required />
        <TextField {...form.text('fullname')} label={tBase('fullname')} autoComplete="off" required />
      </div>
      <TextField {...form.text('email')} label={tBase('email')} type="email" autoComplete="off" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...choice('gender')}
          label={tBase('gender')}
          placeholder={genderUnset}
          options={genders}
        />
        <TextField {...form.text('birthday')} label={tBase('birthday')} type="date" max={today} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...choice('role_id')}
          label={tBase('role')}
          placeholder={t('choose_role')}
          options={roles}
        />
        <div>
          <SelectField
            {...choice('status')}
            label={tBase('status')}
            placeholder="—"
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('status_hint')}</p>
        </div>
      </div>
      <div>
        <SelectField
          {...choice('locale')}
          label={tBase('locale')}
          placeholder={t('locale_unset')}
          options={locales.map((locale) => ({ value: locale, label: languages[locale].name }))}
        />
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('locale_hint')}</p>
      </div>
    </div>
  );
}
