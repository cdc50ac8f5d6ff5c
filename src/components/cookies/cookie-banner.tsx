'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Constants, CookieCategory, CookiePreferences } from '@/shared/types';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { showToast } from '@/lib/toasts';

export interface CookieBannerProps {
  constants: Constants;
  icon: ReactNode;
}

type Choice = Record<CookieCategory, boolean>;

const allAs = (categories: Constants['cookieCategories'], value: boolean): Choice =>
  Object.fromEntries(categories.map(({ key, required }) => [key, required || value])) as Choice;

/**
 * The cookie banner: accept all, necessary only, or choose categories. A failed save is
 * ignored on purpose (spec §8); the banner then simply stays.
 */
export default function CookieBanner({ constants, icon }: CookieBannerProps) {
  const t = useTranslations('cookie');
  const { request } = useApi();
  const categories = constants.cookieCategories;
  const [visible, setVisible] = useState(true);
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState<Choice>(() => allAs(categories, false));
  const [saving, setSaving] = useState(false);

  if (!visible) return null;

  async function save(preferences: Choice) {
    setSaving(true);
    const body: CookiePreferences = { ...preferences, necessary: true };
    const result = await request('POST', '/api/cookie-preferences', body);
    setSaving(false);
    if (!result.ok || result.data === undefined) return;
    setVisible(false);
    showToast({ color: 'success', title: result.message || t('saved') });
  }

  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 [html[data-consented]_&]:hidden"
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-5 shadow-2xl sm:p-6">
        <div className="flex items-start gap-4">
          <span className="hidden rounded-xl bg-primary-50 dark:bg-primary-950/40 p-2.5 text-primary-700 dark:text-primary-300 sm:block">{icon}</span>
          <div className="min-w-0 flex-1">
            <h2 id="cookie-consent-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('title')}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('description')}</p>

            {customising ? (
              <fieldset className="mt-4 space-y-3">
                <legend className="sr-only">{t('categories_legend')}</legend>
                {categories.map(({ key, required }) => (
                  <label key={key} className="flex items-start gap-3 rounded-xl border border-slate-200 dark:border-slate-800 p-3 has-[:checked]:border-primary-300 dark:has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50/40 dark:has-[:checked]:bg-primary-950/40">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-primary-600"
                      checked={choice[key]}
                      disabled={required}
                      onChange={(event) => setChoice((current) => ({ ...current, [key]: event.target.checked }))}
                    />
                    <span>
                      <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                        {t(`categories.${key}.title`)}
                        {required ? <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">{t('always_on')}</span> : null}
                      </span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{t(`categories.${key}.description`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}

            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => save(allAs(categories, true))} disabled={saving}>{t('accept_all')}</Button>
              <Button variant="outline" onClick={() => save(allAs(categories, false))} disabled={saving}>{t('necessary_only')}</Button>
              {customising ? (
                <Button variant="ghost" onClick={() => save(choice)} disabled={saving}>{t('save_choices')}</Button>
              ) : (
                <Button variant="ghost" onClick={() => setCustomising(true)} aria-expanded={false}>{t('customise')}</Button>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
