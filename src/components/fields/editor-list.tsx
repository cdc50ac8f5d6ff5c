'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { editorFrame } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { moveItem, removeAt, stringList } from './editor-values';
import { FieldSetFrame } from './frame';
import { ItemActions } from './item-actions';
import { useItemKeys } from './use-item-keys';

/** A list of short texts (e.g. tags): each editable in place, ordered, removed; new ones typed below. */
export function EditorList(props: EditorControlProps) {
  const t = useTranslations('fields.editor');
  const { value, onChange, disabled } = props;
  const frame = editorFrame(props);
  const items = stringList(value);
  const { keys, moved, removed } = useItemKeys(items.length);
  const [draft, setDraft] = useState('');

  const add = () => {
    if (draft.trim() === '') return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };

  return (
    <FieldSetFrame {...frame}>
      {items.length ? (
        <ol className="mb-2 space-y-2">
          {items.map((item, index) => (
            <li key={keys[index]} className="flex items-center gap-1">
              <Input
                aria-label={t('item', { number: index + 1 })}
                value={item}
                disabled={disabled}
                onChange={(event) => onChange(items.map((current, position) => (position === index ? event.target.value : current)))}
              />
              <ItemActions
                index={index}
                count={items.length}
                name={item || t('item', { number: index + 1 })}
                disabled={disabled}
                onMove={(from, to) => { moved(from, to); onChange(moveItem(items, from, to)); }}
                onRemove={(at) => { removed(at); onChange(removeAt(items, at)); }}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex gap-2">
        <Input
          aria-label={t('new_item')}
          placeholder={t('new_item')}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" disabled={disabled || draft.trim() === ''} onClick={add}>{t('add')}</Button>
      </div>
    </FieldSetFrame>
  );
}
