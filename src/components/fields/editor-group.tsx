'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import type { FieldType } from '@/shared/fields';
import { ownMessages, subFieldMessages, subtree } from './editor-errors';
import { editorFrame } from './editor-frame';
import type { EditorControl, EditorControlProps } from './editor-types';
import { emptyRow, groupRows, moveItem, removeAt } from './editor-values';
import { errorIdOf, FieldSetFrame } from './frame';
import { ItemActions } from './item-actions';
import { useItemKeys } from './use-item-keys';

/**
 * A repeatable group: a card per row with each sub-field's own editor control (from `controlOf`,
 * handed in by the map of controls that holds this one, so neither imports the other), rows
 * added, reordered and removed. With the error tree each row and sub-field shows its own messages.
 */
export const editorGroup = (controlOf: (type: FieldType) => EditorControl): EditorControl => function EditorGroup(props: EditorControlProps) {
  const t = useTranslations('fields.editor');
  const { field, value, onChange, errorTree, disabled } = props;
  const frame = { ...editorFrame(props), ...(errorTree ? { errors: ownMessages(errorTree) } : {}) };
  const fields = field.fields ?? [];
  const rows = groupRows(value);
  const { keys, moved, removed } = useItemKeys(rows.length);

  const setCell = (index: number, key: string, cell: unknown) => onChange(rows.map((row, position) => (position === index ? { ...row, [key]: cell } : row)));

  return (
    <FieldSetFrame {...frame}>
      {rows.length ? null : <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">{t('no_rows')}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const rowId = `${frame.id}-${index}`;
          const rowTree = subtree(errorTree, index);
          const rowName = t('row', { number: index + 1 });
          return (
            <li key={keys[index]} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 dark:border-slate-700 dark:bg-slate-800/40">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{rowName}</span>
                <ItemActions
                  index={index}
                  count={rows.length}
                  name={rowName}
                  disabled={disabled}
                  onMove={(from, to) => { moved(from, to); onChange(moveItem(rows, from, to)); }}
                  onRemove={(at) => { removed(at); onChange(removeAt(rows, at)); }}
                />
              </div>
              <FieldError id={errorIdOf(rowId)} messages={ownMessages(rowTree)} />
              <div className="space-y-4">
                {fields.map((sub) => {
                  const Control = controlOf(sub.type);
                  return (
                    <Control
                      key={sub.key}
                      {...props}
                      id={`${rowId}-${sub.key}`}
                      path={`${props.path ?? field.key}.${sub.key}`}
                      field={sub}
                      value={row[sub.key]}
                      onChange={(cell) => setCell(index, sub.key, cell)}
                      errors={subFieldMessages(rowTree, sub, props.locale)}
                      errorTree={subtree(rowTree, sub.key)}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" className="mt-3" disabled={disabled} onClick={() => onChange([...rows, emptyRow(fields)])}>
        {t('add_row')}
      </Button>
    </FieldSetFrame>
  );
};
