'use client';

import { useEffect, useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import type { BoundField } from '@/lib/forms/use-schema-form';

/** The images the server accepts (it checks the bytes, this only filters the file picker). */
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** What happens to the avatar on save: nothing, a new image, or removal. */
export type AvatarChoice = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

export interface AvatarFieldProps {
  field: BoundField;
  current: string | null;
  initial: string;
  choice: AvatarChoice;
  /** The server's upload limit. */
  maxBytes: number;
  onChoice: (choice: AvatarChoice) => void;
}

/** The avatar with a preview of a newly picked image, and buttons to pick or remove one. */
export function AvatarField({ field, current, initial, choice, maxBytes, onChoice }: AvatarFieldProps) {
  const t = useTranslations('account.settings');
  const format = useFormatter();
  const preview = useMemo(() => (choice.kind === 'upload' ? URL.createObjectURL(choice.file) : null), [choice]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = choice.kind === 'upload' ? preview : choice.kind === 'remove' ? null : current;
  const invalid = field.errors.length > 0;
  const hintId = `${field.id}-hint`;

  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('avatar')}</legend>
      <div className="flex flex-wrap items-center gap-5">
        {shown ? (
          <img src={shown} alt={t('avatar_preview')} className="size-20 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-800" />
        ) : (
          <span aria-hidden className="grid size-20 place-items-center rounded-full bg-primary-100 dark:bg-primary-900/40 text-2xl font-semibold text-primary-800 dark:text-primary-200">
            {initial}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            id={field.id}
            name={field.name}
            type="file"
            accept={ACCEPTED_TYPES}
            className="peer sr-only"
            aria-invalid={invalid || undefined}
            aria-describedby={[invalid ? field.errorId : null, hintId].filter(Boolean).join(' ')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoice({ kind: 'upload', file });
              event.target.value = '';
            }}
          />
          <label htmlFor={field.id} className={buttonClasses('outline', 'md', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600')}>
            {t('avatar_choose')}
          </label>
          {shown ? (
            <button type="button" className={buttonClasses('ghost', 'md')} onClick={() => onChoice(current && choice.kind !== 'upload' ? { kind: 'remove' } : { kind: 'keep' })}>
              {choice.kind === 'upload' ? t('avatar_undo') : t('avatar_remove')}
            </button>
          ) : choice.kind === 'remove' ? (
            <button type="button" className={buttonClasses('ghost', 'md')} onClick={() => onChoice({ kind: 'keep' })}>
              {t('avatar_undo')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('avatar_hint', { size: format.number(maxBytes / 1024, { maximumFractionDigits: 0 }) })}</p>
      <FieldError id={field.errorId} messages={field.errors} />
    </fieldset>
  );
}
