'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { SUBMISSION_NOTE_MAX } from '@/shared/api/submissions';

export interface SubmissionNoteProps {
  note: string | null;
  /** Saves the text ('' clears it); null when the viewer may not change it. */
  onSave: ((note: string) => Promise<boolean>) | null;
}

/** The staff's own note on a submission: editable with the form's update key, else read only. */
export function SubmissionNote({ note, onSave }: SubmissionNoteProps) {
  const t = useTranslations('dashboard.inbox.detail');
  const id = useId();
  const [text, setText] = useState(note ?? '');
  const [busy, setBusy] = useState(false);

  if (!onSave) {
    return note
      ? <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">{note}</p>
      : <p className="text-sm text-slate-500 dark:text-slate-400">{t('no_note')}</p>;
  }
  const save = onSave;
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await save(text.trim());
        setBusy(false);
      }}
    >
      <label htmlFor={id} className="sr-only">{t('note')}</label>
      <Textarea id={id} value={text} maxLength={SUBMISSION_NOTE_MAX} placeholder={t('note_placeholder')} onChange={(event) => setText(event.target.value)} className="min-h-24" />
      <Button type="submit" variant="outline" size="sm" disabled={busy || text.trim() === (note ?? '')}>{t('save_note')}</Button>
    </form>
  );
}
