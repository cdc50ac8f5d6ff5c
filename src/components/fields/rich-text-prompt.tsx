'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { safeHref } from './link-policy';

export interface RichTextPromptProps {
  kind: 'link' | 'image';
  id: string;
  /** The link being edited, if the selection is in one. */
  initial: string;
  onApply: (href: string, alt: string) => void;
  /** Only for a link already there. */
  onRemove?: () => void;
  onCancel: () => void;
}

/** The address form under the toolbar: checked (no `javascript:` and the like) before it is applied. */
export function RichTextPrompt({ kind, id, initial, onApply, onRemove, onCancel }: RichTextPromptProps) {
  const t = useTranslations('fields.editor.rich');
  const [href, setHref] = useState(initial);
  const [alt, setAlt] = useState('');
  const [refused, setRefused] = useState(false);

  const apply = () => {
    const safe = safeHref(href, kind);
    if (safe === null) return setRefused(true);
    onApply(safe, alt.trim());
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="space-y-2 border-b border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/50">
      <label htmlFor={`${id}-href`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">{t(kind === 'link' ? 'link_label' : 'image_label')}</label>
      <Input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoFocus
        value={href}
        onChange={(event) => { setHref(event.target.value); setRefused(false); }}
        onKeyDown={onKeyDown}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-refused` : undefined}
      />
      {refused ? <p id={`${id}-refused`} className="text-sm text-red-600 dark:text-red-400">{t('refused')}</p> : null}
      {kind === 'image' ? (
        <>
          <label htmlFor={`${id}-alt`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">{t('image_alt')}</label>
          <Input id={`${id}-alt`} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} onKeyDown={onKeyDown} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>{t('apply')}</Button>
        {onRemove ? <Button size="sm" variant="outline" onClick={onRemove}>{t('unlink')}</Button> : null}
        <Button size="sm" variant="ghost" onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </div>
  );
}
