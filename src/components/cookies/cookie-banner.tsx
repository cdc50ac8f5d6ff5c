'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { CONSENTED_ATTRIBUTE } from '@/shared/shell-hints';
import type { Constants, CookieCategory, CookiePreferences } from '@/shared/types';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { showToast } from '@/lib/toasts';
import {
  closeCookiePreferences,
  loadConsentedScripts,
  markConsentWithdrawn,
  removeConsentDependentCookies,
  setConsentedPreferences,
  withdrawsAny,
} from './consent-store';

export interface CookieBannerProps {
  constants: Constants;
  icon: ReactNode;
  closeIcon: ReactNode;
  /** `ask`: the first-visit banner; `preferences`: reopened to change or withdraw a choice. */
  mode: 'ask' | 'preferences';
  /** The visitor's stored choice (preferences mode), to start from. */
  saved: CookiePreferences | null;
}

type Choice = Partial<Record<CookieCategory, boolean>>;

const allAs = (categories: Constants['cookieCategories'], value: boolean): Choice =>
  Object.fromEntries(categories.map(({ key, required }) => [key, required || value]));

/** A page that ran a script of a category no longer consented to keeps it until it reloads. */
const hasConsentScripts = () => document.querySelector('script[data-cookie-category]') !== null;

/**
 * The cookie banner: accept all, necessary only, or choose among the categories the settings
 * offer. Reopened, it also withdraws the consent. Taking a consent back removes the cookies
 * that depended on it (and reloads the page when its scripts ran). A failed save is ignored on
 * purpose (spec §8); the banner then simply stays.
 */
export default function CookieBanner({ constants, icon, closeIcon, mode, saved }: CookieBannerProps) {
  const t = useTranslations('cookie');
  const tModal = useTranslations('ui.modal');
  const { request } = useApi();
  const categories = constants.cookieCategories;
  const reopened = mode === 'preferences';
  const [visible, setVisible] = useState(true);
  const [customising, setCustomising] = useState(reopened);
  const [choice, setChoice] = useState<Choice>(() => ({ ...allAs(categories, false), ...saved }));
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  if (!visible) return null;

  async function save(preferences: Choice) {
    setSaving(true);
    const body: CookiePreferences = { ...preferences, necessary: true };
    const result = await request<{ preferences: CookiePreferences }>('POST', '/api/cookie-preferences', body);
    setSaving(false);
    if (!result.ok || result.data === undefined) return;
    const stored = result.data.preferences;
    if (withdrawsAny(saved, stored)) {
      removeConsentDependentCookies();
      if (hasConsentScripts()) {
        location.reload();
        return;
      }
    }
    loadConsentedScripts(categories, stored);
    setVisible(false);
    setConsentedPreferences(stored);
    showToast({ color: 'success', title: result.message || t('saved') });
  }

  async function withdraw() {
    setSaving(true);
    const result = await request('DELETE', '/api/cookie-preferences');
    setSaving(false);
    if (!result.ok) return;
    removeConsentDependentCookies();
    if (hasConsentScripts()) {
      location.reload();
      return;
    }
    // The boot script's mark would hide the banner that now asks again.
    document.documentElement.removeAttribute(CONSENTED_ATTRIBUTE);
    markConsentWithdrawn();
    showToast({ color: 'info', title: result.message || t('withdrawn') });
  }

  return (
    <section
      aria-labelledby="cookie-consent-title"
      className={clsx('fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4', !reopened && '[html[data-consented]_&]:hidden')}
    >
      <div className="relative mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        {reopened ? (
          <button
            type="button"
            onClick={closeCookiePreferences}
            aria-label={tModal('close')}
            className="absolute top-3 end-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            {closeIcon}
          </button>
        ) : null}
        <div className="flex items-start gap-4">
          <span className="hidden rounded-xl bg-primary-50 p-2.5 text-primary-700 sm:block dark:bg-primary-950 dark:text-primary-300">{icon}</span>
          <div className="min-w-0 flex-1">
            <h2 id="cookie-consent-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none dark:text-slate-100">
              {reopened ? t('preferences_title') : t('title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('description')}</p>

            {customising ? (
              <fieldset className="mt-4 space-y-3">
                <legend className="sr-only">{t('categories_legend')}</legend>
                {categories.map(({ key, required }) => (
                  <label key={key} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-primary-300 has-[:checked]:bg-primary-50/40 dark:border-slate-700 dark:has-[:checked]:border-primary-700 dark:has-[:checked]:bg-primary-950/40">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-primary-600"
                      checked={choice[key] === true}
                      disabled={required}
                      onChange={(event) => setChoice((current) => ({ ...current, [key]: event.target.checked }))}
                    />
                    <span>
                      <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                        {t(`categories.${key}.title`)}
                        {required ? <span className="ms-2 text-xs font-normal text-slate-500 dark:text-slate-400">{t('always_on')}</span> : null}
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
              {reopened && saved ? (
                <Button variant="ghost" onClick={withdraw} disabled={saving}>{t('withdraw')}</Button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
