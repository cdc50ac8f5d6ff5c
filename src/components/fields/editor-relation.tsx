'use client';

import { useTranslations } from 'next-intl';
import { editorFrame } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { addUnique, idList, moveItem, removeAt } from './editor-values';
import { describedBy, FieldFrame, FieldSetFrame } from './frame';
import { ItemActions } from './item-actions';
import { RelationPicker } from './relation-picker';
import { titleIn } from './relation-items';
import { useItemKeys } from './use-item-keys';
import { useRelationTitles, type KnownItem } from './use-relation-titles';

/**
 * Contents of another module: one id, or with `relation.multiple` an ordered list of ids shown
 * as removable, reorderable entries. Titles are shown in the dashboard's language.
 */
export function EditorRelation(props: EditorControlProps) {
  const t = useTranslations('fields.editor.relation');
  const { field, value, onChange, uiLocale, disabled } = props;
  const multiple = field.relation?.multiple === true;
  const target = field.relation?.module ?? '';
  const ids = idList(value);
  const { known, remember, failed } = useRelationTitles(target, ids, uiLocale);
  const { keys, moved, removed } = useItemKeys(ids.length);
  const frame = editorFrame(props);

  const nameOf = (id: number) => {
    const item: KnownItem | undefined = known.get(id);
    if (item === 'missing') return t('missing', { id });
    return item ? titleIn(item, uiLocale) || t('untitled', { id }) : `#${id}`;
  };
  const failure = failed ? <p className="mt-1.5 text-sm text-amber-700 dark:text-amber-400">{t('failed')}</p> : null;

  if (!multiple) {
    const chosen = ids[0];
    return (
      <FieldFrame
        {...frame}
        aside={chosen !== undefined && !disabled ? (
          <button type="button" onClick={() => onChange(null)} className="text-sm text-primary-700 hover:underline dark:text-primary-400">{t('clear')}</button>
        ) : null}
      >
        <RelationPicker
          target={target}
          uiLocale={uiLocale}
          chosen={ids}
          disabled={disabled}
          trigger={{ id: frame.id, ...describedBy(frame.id, frame.errors) }}
          onPick={(item) => { remember(item); onChange(item.id); }}
        >
          {chosen === undefined ? <span className="text-slate-500 dark:text-slate-400">{t('choose')}</span> : nameOf(chosen)}
        </RelationPicker>
        {failure}
      </FieldFrame>
    );
  }

  return (
    <FieldSetFrame {...frame}>
      {ids.length ? (
        <ol className="mb-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {ids.map((id, index) => (
            <li key={keys[index]} className="flex items-center justify-between gap-2 py-1 pe-1 ps-3 text-sm text-slate-800 dark:text-slate-200">
              <span className="min-w-0 truncate">{nameOf(id)}</span>
              <ItemActions
                index={index}
                count={ids.length}
                name={nameOf(id)}
                disabled={disabled}
                onMove={(from, to) => { moved(from, to); onChange(moveItem(ids, from, to)); }}
                onRemove={(at) => { removed(at); onChange(removeAt(ids, at)); }}
              />
            </li>
          ))}
        </ol>
      ) : <p className="mb-2 text-sm text-slate-500 dark:text-slate-400">{t('none')}</p>}
      <RelationPicker
        target={target}
        uiLocale={uiLocale}
        chosen={ids}
        disabled={disabled}
        trigger={{ id: `${frame.id}-add` }}
        onPick={(item) => { remember(item); onChange(addUnique(ids, item.id)); }}
      >
        <span className="text-slate-600 dark:text-slate-300">{t('add')}</span>
      </RelationPicker>
      {failure}
    </FieldSetFrame>
  );
}
