'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { languages, locales } from '@/i18n/locales';
import { FieldError, Input, Select, Textarea } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { RoleChoice } from '@/shared/api/roles';
import { isSecretSetting, SECRET_DESTINATIONS, type DashboardSettings } from '@/shared/api/settings';
import { COOKIE_CATEGORIES } from '@/shared/schemas/cookie-preferences';
import { CookieScriptsField } from './cookie-scripts-field';
import type { SettingField } from './settings-sections';

const LABEL = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200';

export type CookieConsentValue = DashboardSettings['cookie_consent'];
/** What a field holds while it is being edited. */
export type DraftValue = string | boolean | Partial<Record<string, string>> | CookieConsentValue;

export interface SettingControlProps {
  field: SettingField;
  id: string;
  value: DraftValue;
  /** For a secret: whether one is stored. */
  secretSet?: boolean;
  errors: string[];
  /** The default role's choices: only those that fit it (no key) are offered. */
  roles: readonly RoleChoice[];
  onChange: (value: DraftValue) => void;
  /** For a secret: removes the stored value (saved at once). */
  onClear?: () => void;
  busy: boolean;
}

/** Label, control and messages for one setting, by its kind. */
export function SettingControl({ field, id, value, secretSet, errors, roles, onChange, onClear, busy }: SettingControlProps) {
  const t = useTranslations('dashboard.settings');
  const tCookie = useTranslations('cookie.categories');
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const described = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined };
  const label = t(`fields.${field.key}`);
  const errorLine = <FieldError id={errorId} messages={errors} />;

  switch (field.kind) {
    case 'switch':
      return (
        <div>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              className="size-4 accent-primary-600"
              {...described}
            />
            {label}
          </label>
          {errorLine}
        </div>
      );
    case 'choice': {
      const options = field.options === 'languages'
        ? locales.map((code) => ({ value: code, label: languages[code].name }))
        : field.options === 'roles'
          ? roles.filter((role) => role.fits_default).map((role) => ({ value: String(role.id), label: role.name }))
          : field.options.map((option) => ({ value: option, label: t(`choices.${field.key}.${option}`) }));
      // The chosen role stays shown when it is not a choice (e.g. an old database's default role that holds keys).
      const chosenRole = field.options === 'roles' ? roles.find((role) => String(role.id) === value) : undefined;
      if (field.options === 'roles' && !options.some((option) => option.value === value)) {
        options.unshift({ value: String(value), label: chosenRole?.name ?? t('role_number', { id: String(value) }) });
      }
      const noteId = `${id}-note`;
      const unfit = chosenRole !== undefined && !chosenRole.fits_default;
      return (
        <div>
          <label htmlFor={id} className={LABEL}>{label}</label>
          <Select
            id={id}
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={[field.options === 'roles' ? noteId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined}
          >
            {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </Select>
          {field.options !== 'roles' ? null : unfit ? (
            <p id={noteId} data-default-role-unfit className="mt-1.5 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
              {t('default_role_unfit', { name: chosenRole.name })}
            </p>
          ) : (
            <p id={noteId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('default_role_hint')}</p>
          )}
          {errorLine}
        </div>
      );
    }
    case 'localized': {
      const texts = value as Partial<Record<string, string>>;
      const Control = field.multiline ? Textarea : Input;
      return (
        <fieldset {...described}>
          <legend className={LABEL}>{label}</legend>
          <div className="space-y-3">
            {locales.map((code) => (
              <div key={code}>
                <label htmlFor={`${id}-${code}`} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400">{languages[code].name}</label>
                <Control
                  id={`${id}-${code}`}
                  lang={code}
                  value={texts[code] ?? ''}
                  onChange={(event) => onChange({ ...texts, [code]: event.target.value })}
                 
                  rows={field.multiline ? 3 : undefined}
                />
              </div>
            ))}
          </div>
          {errorLine}
        </fieldset>
      );
    }
    case 'secret': {
      const stateId = `${id}-state`;
      return (
        <div>
          <div className="mb-1.5 flex flex-wrap items-center gap-2">
            <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</label>
            <span
              id={stateId}
              data-secret-state={secretSet ? 'set' : 'not-set'}
              className={clsx(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                secretSet ? 'bg-primary-50 text-primary-800 dark:bg-primary-900/40 dark:text-primary-200' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {secretSet ? t('secret_set') : t('secret_not_set')}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              value={value as string}
              placeholder={secretSet ? t('secret_keep_placeholder') : ''}
              onChange={(event) => onChange(event.target.value)}
              className={'min-w-0 flex-1 basis-48'}
              aria-invalid={invalid || undefined}
              aria-describedby={[stateId, `${id}-hint`, invalid ? errorId : null].filter(Boolean).join(' ')}
            />
            {secretSet && onClear ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={onClear}
                aria-label={t('secret_clear_label', { field: label })}
               
              >
                {t('secret_clear')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {t('secret_hint')}
            {isSecretSetting(field.key) && SECRET_DESTINATIONS[field.key].length
              ? ` ${t('secret_destination_hint', { fields: SECRET_DESTINATIONS[field.key].map((key) => t(`fields.${key}`)).join(', ') })}`
              : null}
          </p>
          {errorLine}
        </div>
      );
    }
    case 'cookie_consent': {
      const consent = value as CookieConsentValue;
      return (
        <fieldset className="space-y-3" {...described}>
          <legend className="sr-only">{label}</legend>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={consent.enabled}
              onChange={(event) => onChange({ ...consent, enabled: event.target.checked })}
              className="size-4 accent-primary-600"
            />
            {t('cookie_enabled')}
          </label>
          <fieldset>
            <legend className={LABEL}>{t('cookie_categories')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {COOKIE_CATEGORIES.map((category) => (
                <label key={category.key} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <input
                    type="checkbox"
                    checked={consent.categories.includes(category.key)}
                    onChange={(event) => onChange({
                      ...consent,
                      categories: event.target.checked
                        ? [...consent.categories, category.key]
                        : consent.categories.filter((key) => key !== category.key),
                    })}
                    className="size-4 accent-primary-600"
                  />
                  {tCookie(`${category.key}.title`)}
                </label>
              ))}
            </div>
          </fieldset>
          {COOKIE_CATEGORIES.filter((category) => !category.required && consent.categories.includes(category.key)).map(({ key }) => (
            <CookieScriptsField
              key={key}
              id={`${id}-scripts-${key}`}
              label={t('cookie_scripts', { category: tCookie(`${key}.title`) })}
              hint={t('cookie_scripts_hint')}
              value={consent.scripts?.[key as keyof NonNullable<CookieConsentValue['scripts']>] ?? []}
              onChange={(urls) => onChange({ ...consent, scripts: { ...consent.scripts, [key]: urls } })}
            />
          ))}
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('cookie_texts_hint')}</p>
          {errorLine}
        </fieldset>
      );
    }
    default:
      return (
        <div>
          <label htmlFor={id} className={LABEL}>{label}</label>
          <Input
            id={id}
            type={field.kind === 'number' ? 'text' : (field.type ?? 'text')}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            value={value as string}
            onChange={(event) => onChange(event.target.value)}
           
            {...described}
          />
          {errorLine}
        </div>
      );
  }
}
