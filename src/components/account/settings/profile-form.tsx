'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { message } from '@/shared/schemas/zod-config';
import { GENDERS, profileUpdateSchema } from '@/shared/schemas/auth';
import type { AuthUser } from '@/shared/types';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { AvatarField, type AvatarChoice } from './avatar-field';

/** The form's values for a user; `avatar` only carries the avatar's messages and focus. */
function valuesOf(user: AuthUser) {
  return {
    avatar: '',
    fullname: user.fullname,
    username: user.username,
    email: user.email,
    gender: user.gender ?? '',
    birthday: user.birthday ?? '',
    current_password: '',
  };
}

/** A new username or e-mail address needs proof of the owner (the server checks again). */
const changesIdentity = (values: { username: string; email: string }, user: AuthUser) =>
  values.username.trim() !== user.username || values.email.trim().toLowerCase() !== user.email.toLowerCase();

type ProfileValues = ReturnType<typeof valuesOf>;

/** JSON normally; multipart form data when an image is uploaded or the avatar removed. */
function profilePayload(values: ProfileValues, avatar: AvatarChoice): Record<string, unknown> | FormData {
  const { avatar: _messagesOnly, current_password, ...rest } = values;
  const fields = current_password ? { ...rest, current_password } : rest;
  if (avatar.kind === 'keep') return { ...fields, gender: fields.gender || null, birthday: fields.birthday || null };
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('avatar', avatar.kind === 'upload' ? avatar.file : '');
  return body;
}

export interface ProfileFormProps {
  user: AuthUser;
  avatarMaxBytes: number;
  /** Without a password (provider sign-in only), a recent sign-in stands in for it. */
  hasPassword: boolean;
  recentSignInMinutes: number;
}

/**
 * Profile settings: PUT /api/auth. A new username or e-mail address asks for the current
 * password. A new e-mail address must be verified again: the answer's toast says so, and the
 * re-rendered page shows the unverified notice.
 */
export function ProfileForm({ user, avatarMaxBytes, hasPassword, recentSignInMinutes }: ProfileFormProps) {
  const t = useTranslations('account');
  const tBase = useTranslations('base');
  const tValidation = useTranslations('validation');
  const router = useRouter();
  const [avatar, setAvatar] = useState<AvatarChoice>({ kind: 'keep' });
  const [currentAvatar, setCurrentAvatar] = useState(user.avatar);
  const schema = useMemo(() => profileUpdateSchema.refine(
    (value) => !hasPassword || Boolean(value.current_password) || !changesIdentity({ username: value.username ?? user.username, email: value.email ?? user.email }, user),
    { path: ['current_password'], ...message('current_password_required') },
  ), [user, hasPassword]);
  const labels = { avatar: t('settings.avatar'), current_password: tBase('current_password') };
  const form = useSchemaForm({ schema, initial: valuesOf(user), labels });
  const { values } = form;
  const identityChanged = changesIdentity(values, user);
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = form.handleSubmit(async () => {
    const result = await form.send<{ user: AuthUser }>('PUT', '/api/auth', profilePayload(values, avatar));
    if (!result.ok || !result.data?.user) return;
    const updated = result.data.user;
    form.reset(valuesOf(updated));
    setAvatar({ kind: 'keep' });
    setCurrentAvatar(updated.avatar);
    // The header and sidebar show the profile too; a changed address brings the "verify" notice.
    router.refresh();
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={form.submitting}>
      <AvatarField
        field={form.bind('avatar')}
        current={currentAvatar}
        initial={(values.fullname || values.username || '?').charAt(0).toUpperCase()}
        choice={avatar}
        maxBytes={avatarMaxBytes}
        onChoice={(choice) => {
          if (choice.kind === 'upload' && choice.file.size > avatarMaxBytes) {
            form.showErrors({ avatar: [tValidation('file_too_large')] });
            return;
          }
          setAvatar(choice);
          form.set('avatar', '');
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('fullname')} label={tBase('fullname')} autoComplete="name" required />
        <TextField
          {...form.text('username')}
          label={tBase('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <TextField {...form.text('email')} label={tBase('email')} type="email" autoComplete="email" hint={t('settings.email_hint')} required />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          field={form.bind('gender')}
          label={tBase('gender')}
          value={values.gender}
          placeholder={t('gender.unset')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
          onValueChange={(value) => form.set('gender', value)}
        />
        <TextField {...form.text('birthday')} label={tBase('birthday')} type="date" max={today} autoComplete="bday" />
      </div>
      {/* Last before saving: it confirms the whole change. */}
      {identityChanged && hasPassword ? (
        <TextField
          {...form.text('current_password')}
          label={tBase('current_password')}
          type="password"
          autoComplete="current-password"
          hint={t('settings.current_password_hint')}
          required
        />
      ) : null}
      {identityChanged && !hasPassword ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.recent_sign_in_hint', { minutes: recentSignInMinutes })}</p>
      ) : null}
      <div className="flex justify-end border-t border-slate-100 dark:border-slate-800 pt-5">
        <SubmitButton busy={form.submitting} label={t('settings.submit')} busyLabel={t('settings.submitting')} />
      </div>
    </form>
  );
}
