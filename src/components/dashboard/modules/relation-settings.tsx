'use client';

import { useTranslations } from 'next-intl';
import { FieldError, Select } from '@/components/ui/field';
import { useBuilderErrors } from './builder-context';
import { Check } from './check';
import type { FieldDraft } from './module-draft';

/** A content module a relation may point at. */
export interface RelationTarget {
  key: string;
  name: string;
}

export interface RelationSettingsProps {
  path: string;
  relation: FieldDraft['relation'];
  targets: RelationTarget[];
  onChange: (relation: FieldDraft['relation']) => void;
}

/** Which content module a relation field points at, and whether it holds several items. */
export function RelationSettings({ path, relation, targets, onChange }: RelationSettingsProps) {
  const t = useTranslations('dashboard.module_builder.relation');
  const { bind, clear } = useBuilderErrors();
  const target = bind(`${path}.module`);
  const known = targets.some((target) => target.key === relation.module);
  return (
    <fieldset className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-950/50">
      <legend className="sr-only">{t('title')}</legend>
      <p aria-hidden className="mb-3 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('title')}</p>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={target.id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('module')}</label>
          <Select
            id={target.id}
            value={relation.module}
            aria-invalid={target.errors.length ? true : undefined}
            aria-describedby={target.errors.length ? target.errorId : undefined}
            onChange={(event) => {
              clear(`${path}.module`);
              clear(path);
              onChange({ ...relation, module: event.target.value });
            }}
          >
            <option value="">{t('choose')}</option>
            {relation.module && !known ? <option value={relation.module}>{relation.module}</option> : null}
            {targets.map((target) => <option key={target.key} value={target.key}>{target.name}</option>)}
          </Select>
          <FieldError id={target.errorId} messages={[...target.errors, ...bind(path).errors]} />
        </div>
        <Check path={`${path}.multiple`} label={t('multiple')} checked={relation.multiple} onChange={(multiple) => onChange({ ...relation, multiple })} />
      </div>
    </fieldset>
  );
}
