'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { MEDIA_ALT_MAX, MEDIA_CAPTION_MAX, type FocalPoint, type MediaItem, type MediaUpdateInput } from '@/shared/api/media';
import { LocaleTabs } from '../contents/locale-tabs';
import { SaveBar } from '../save-bar';
import { FocalPointPicker } from './focal-point-picker';
import { MediaPreview } from './media-preview';

export interface MediaDetailsFormProps {
  item: MediaItem;
  /** The dashboard's language: the preview's alt text. */
  uiLocale: Locale;
  /** Null: view only. */
  onSave: ((change: MediaUpdateInput) => Promise<boolean>) | null;
}

const NO_ERRORS: ReadonlySet<Locale> = new Set();
const perLocale = (texts: Record<string, string>) => Object.fromEntries(locales.map((code) => [code, texts[code] ?? ''])) as Record<Locale, string>;

/**
 * The preview (an image's focal point picked on it), the file name, and alt text and caption per
 * locale (a tab marked where the alt text is missing); one Save, in the shared save bar kept at
 * the panel's bottom edge, sends what changed.
 */
export function MediaDetailsForm({ item, uiLocale, onSave }: MediaDetailsFormProps) {
  const t = useTranslations('dashboard.media.details');
  const id = useId();
  const [fileName, setFileName] = useState(item.file_name);
  const [alt, setAlt] = useState(() => perLocale(item.alt));
  const [caption, setCaption] = useState(() => perLocale(item.caption));
  const [focal, setFocal] = useState<FocalPoint | null>(item.focal);
  const [tab, setTab] = useState<Locale>(uiLocale);
  const [busy, setBusy] = useState(false);
  const missing = useMemo(() => new Set(locales.filter((code) => !alt[code].trim())), [alt]);
  const readOnly = onSave === null;
  const previewAlt = alt[uiLocale] || alt[defaultLocale] || '';

  const change: MediaUpdateInput = {};
  if (fileName.trim() !== item.file_name) change.file_name = fileName;
  if (locales.some((code) => alt[code].trim() !== (item.alt[code] ?? ''))) change.alt = alt;
  if (locales.some((code) => caption[code].trim() !== (item.caption[code] ?? ''))) change.caption = caption;
  if (JSON.stringify(focal) !== JSON.stringify(item.focal)) change.focal = focal;
  const dirty = Object.keys(change).length > 0;
  useLeaveGuard(!readOnly && dirty && !busy, useTranslations('dashboard')('leave_confirm'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!onSave || !dirty) return;
    setBusy(true);
    await onSave(change);
    setBusy(false);
  }

  const preview = <MediaPreview item={item} alt={previewAlt} />;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {item.kind === 'image' && item.status === 'ready' && !readOnly ? (
        <FocalPointPicker point={focal} onChange={setFocal}>{preview}</FocalPointPicker>
      ) : preview}
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('file_name')}</label>
        <Input id={`${id}-name`} value={fileName} maxLength={255} required readOnly={readOnly} onChange={(event) => setFileName(event.target.value)} />
      </div>
      <LocaleTabs active={tab} onChange={setTab} incomplete={missing} invalid={NO_ERRORS}>
        {(locale) => (
          <div className="space-y-3" lang={locale}>
            <div>
              <label htmlFor={`${id}-alt-${locale}`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('alt')}</label>
              <Input
                id={`${id}-alt-${locale}`}
                value={alt[locale]}
                maxLength={MEDIA_ALT_MAX}
                readOnly={readOnly}
                aria-describedby={`${id}-alt-help`}
                onChange={(event) => setAlt((current) => ({ ...current, [locale]: event.target.value }))}
              />
              <p id={`${id}-alt-help`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t(item.kind === 'image' ? 'alt_help' : 'alt_help_file')}</p>
            </div>
            <div>
              <label htmlFor={`${id}-caption-${locale}`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('caption')}</label>
              <Textarea
                id={`${id}-caption-${locale}`}
                value={caption[locale]}
                maxLength={MEDIA_CAPTION_MAX}
                readOnly={readOnly}
                className="min-h-20"
                onChange={(event) => setCaption((current) => ({ ...current, [locale]: event.target.value }))}
              />
            </div>
          </div>
        )}
      </LocaleTabs>
      {readOnly ? null : (
        <SaveBar status={dirty ? t('unsaved') : null}>
          <Button type="submit" disabled={!dirty || busy}>{busy ? t('saving') : t('save')}</Button>
        </SaveBar>
      )}
    </form>
  );
}
