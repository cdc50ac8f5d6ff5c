'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { controlId } from './builder-context';
import { FieldCard } from './field-card';
import { FieldSettings } from './field-settings';
import { moved, newField, type FieldDraft } from './module-draft';
import { SortableList } from './sortable-list';
import type { RelationTarget } from './relation-settings';

export interface FieldListProps {
  /** The draft path of this list: `fields`, or a group's `fields.u1.fields`. */
  path: string;
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  relationTargets: RelationTarget[];
  readOnly: boolean;
  /** A group's sub-fields take no further group (one level keeps the editor readable). */
  nested?: boolean;
}

/** The ordered fields of a module or of a group: add, remove, reorder (drag or keyboard), edit each. */
export function FieldList({ path, fields, onChange, relationTargets, readOnly, nested }: FieldListProps) {
  const t = useTranslations('dashboard.module_builder');
  const [opened, setOpened] = useState<string | null>(null);
  const nameOf = (field: FieldDraft) => field.label.en || field.key || t('fields.untitled');

  function add() {
    const field = newField();
    onChange([...fields, field]);
    setOpened(field.uid);
    requestAnimationFrame(() => document.getElementById(controlId(`${path}.${field.uid}.label.en`))?.focus());
  }

  return (
    <div className="space-y-3">
      {fields.length ? (
        <SortableList
          items={fields}
          idOf={(field) => field.uid}
          nameOf={nameOf}
          handleLabel={(field) => t('fields.move', { name: nameOf(field) })}
          disabled={readOnly}
          onMove={(from, to) => onChange(moved(fields, from, to))}
          className="space-y-3"
        >
          {(field, index, handle) => (
            <FieldCard
              handle={handle}
              path={`${path}.${field.uid}`}
              field={field}
              position={index + 1}
              name={nameOf(field)}
              initiallyOpen={opened === field.uid}
              onRemove={() => onChange(fields.filter((candidate) => candidate.uid !== field.uid))}
              readOnly={readOnly}
            >
              <FieldSettings
                path={`${path}.${field.uid}`}
                field={field}
                onChange={(next) => onChange(fields.map((candidate) => (candidate.uid === field.uid ? next : candidate)))}
                relationTargets={relationTargets}
                readOnly={readOnly}
                nested={nested}
                subFieldList={(list) => <FieldList {...list} relationTargets={relationTargets} readOnly={readOnly} nested />}
              />
            </FieldCard>
          )}
        </SortableList>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {nested ? t('fields.group_empty') : t('fields.empty')}
        </p>
      )}
      {readOnly ? null : (
        <Button variant="outline" size="sm" onClick={add}>
          <span aria-hidden>+</span> {nested ? t('fields.add_sub_field') : t('fields.add')}
        </Button>
      )}
    </div>
  );
}
