'use client';

import { useTranslations } from 'next-intl';
import { describedBy, FieldFrame } from '@/components/fields/frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { defaultLocale, languages, type Locale } from '@/i18n/locales';
import type { PerLocale } from './content-form-values';
import { messagesAt, type ContentErrors } from './content-errors';
import { slugify } from '@/shared/slugify';
import { SlugRedirectNote } from '../slug-redirect-note';

export interface ContentBasicsProps {
  locale: Locale;
  title: PerLocale;
  slug: PerLocale;
  header: PerLocale;
  errors: ContentErrors;
  disabled: boolean;
  /** Offer the slug made from the title (a new item, or a locale without a slug of its own); a saved slug is in links already. */
  offerSlug: boolean;
  /** The slug as last saved (null for a new item): a changed address says the old one will redirect. */
  savedSlug: Record<string, string> | null;
  onTitle: (text: string) => void;
  onSlug: (text: string) => void;
  onHeader: (text: string) => void;
}

/** The title, slug and header of one locale. */
export function ContentBasics({ locale, title, slug, header, errors, disabled, offerSlug, savedSlug, onTitle, onSlug, onHeader }: ContentBasicsProps) {
  const t = useTranslations('dashboard.contents.fields');
  const isDefault = locale === defaultLocale;
  const proposed = slugify(title[locale]);
  const ids = { title: `content-title-${locale}`, slug: `content-slug-${locale}`, header: `content-header-${locale}` };
  const at = (name: keyof typeof ids) => [...messagesAt(errors, name), ...messagesAt(errors, `${name}.${locale}`, true)];
  const input = (name: keyof typeof ids) => ({ id: ids[name], name: ids[name], disabled, lang: locale, ...describedBy(ids[name], at(name)) });

  return (
    <div className="space-y-5">
      <FieldFrame id={ids.title} label={t('title')} required={isDefault} errors={at('title')}>
        <Input {...input('title')} required={isDefault} value={title[locale]} maxLength={300} onChange={(event) => onTitle(event.target.value)} />
      </FieldFrame>
      <FieldFrame
        id={ids.slug}
        label={t('slug')}
        required={isDefault}
        errors={at('slug')}
        aside={offerSlug && proposed && proposed !== slug[locale] && !disabled ? (
          <Button variant="ghost" size="sm" className="h-auto px-1 py-0" onClick={() => onSlug(proposed)}>{t('slug_from_title')}</Button>
        ) : null}
      >
        <Input
          {...input('slug')}
          required={isDefault}
          value={slug[locale]}
          maxLength={200}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={isDefault ? undefined : slug[defaultLocale]}
          aria-describedby={[describedBy(ids.slug, at('slug'))['aria-describedby'], `${ids.slug}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => onSlug(event.target.value)}
          className="font-mono"
        />
        <p id={`${ids.slug}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {isDefault ? t('slug_hint') : t('slug_hint_other', { language: languages[defaultLocale].name })}
        </p>
        <SlugRedirectNote saved={savedSlug} edited={slug} locale={locale} />
      </FieldFrame>
      <FieldFrame id={ids.header} label={t('header')} errors={at('header')}>
        <Input {...input('header')} value={header[locale]} maxLength={300} onChange={(event) => onHeader(event.target.value)} />
      </FieldFrame>
    </div>
  );
}
