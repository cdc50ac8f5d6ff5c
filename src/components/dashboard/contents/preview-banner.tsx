import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { languages, type Locale } from '@/i18n/locales';
import type { ContentStatus } from './content-form-values';

export interface PreviewBannerProps {
  status: ContentStatus;
  /** The content language shown (the dashboard keeps its own). */
  locale: Locale;
  editorPath: string;
  /** The same preview with each locale's content. */
  localePaths: { locale: Locale; href: string }[];
}

/** Above a preview: whether visitors can see the item, the languages to preview it in, and the way back to the editor. */
export async function PreviewBanner({ status, locale, editorPath, localePaths }: PreviewBannerProps) {
  const t = await getTranslations('dashboard.contents');
  return (
    <div
      role="region"
      aria-label={t('preview')}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        status === 'published'
          ? 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-200'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
      )}
    >
      <p className="font-semibold">
        {status === 'published' ? t('preview_banner_public') : t('preview_banner', { status: t(`statuses.${status}`) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <nav aria-label={t('preview_languages')} className="flex gap-1">
          {localePaths.map((entry) => (
            <NextLink
              key={entry.locale}
              href={entry.href}
              lang={entry.locale}
              hrefLang={entry.locale}
              aria-current={entry.locale === locale ? 'page' : undefined}
              className="rounded-md px-2 py-1 font-medium hover:bg-white/60 aria-[current=page]:bg-white aria-[current=page]:shadow-sm dark:hover:bg-slate-900/40 dark:aria-[current=page]:bg-slate-900"
            >
              {languages[entry.locale].name}
            </NextLink>
          ))}
        </nav>
        <NextLink href={editorPath} className="font-medium underline underline-offset-2">{t('back_to_editor')}</NextLink>
      </div>
    </div>
  );
}
