'use client';

import { useTranslations } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { resolveSlugs, type LocalizedSlug } from '@/shared/localized-slug';

export interface SlugRedirectNoteProps {
  /** The slug as saved; null for something not saved yet (no old address). */
  saved: Record<string, string> | null;
  /** The slug as edited (a locale left empty uses the default locale's). */
  edited: Record<string, string>;
  /** Only this locale's address (the content editor's tab); all of them otherwise. */
  locale?: Locale;
  id?: string;
}

/** Whether any locale's address would change: the saved URL slug there against the edited one. */
export function addressChanges(saved: Record<string, string>, edited: Record<string, string>, only?: Locale): boolean {
  const before = resolveSlugs(saved as LocalizedSlug);
  const after = resolveSlugs(edited as LocalizedSlug);
  return (only ? [only] : locales).some((locale) => after[locale] && before[locale] !== after[locale]);
}

/** "The old address will redirect to the new one." while a saved item's or module's slug is being changed (slug history). */
export function SlugRedirectNote({ saved, edited, locale, id }: SlugRedirectNoteProps) {
  const t = useTranslations('dashboard.slug_history');
  if (!saved || !addressChanges(saved, edited, locale)) return null;
  return <p id={id} role="status" className="mt-1 text-xs text-sky-800 dark:text-sky-300">{t('redirect_note')}</p>;
}
