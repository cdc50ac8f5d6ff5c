'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { FieldError, Select } from '@/components/ui/field';
import { boundsOf, FIELD_TYPES, fieldTypes, type FieldType } from '@/shared/fields';
import { useBuilderErrors } from './builder-context';
import { DefaultInput } from './default-input';
import { Check } from './check';
import { LocalizedInputs } from './localized-inputs';
import { keyFromLabel, retyped, type FieldDraft } from './module-draft';
import { OptionsEditor } from './options-editor';
import { RelationSettings, type RelationTarget } from './relation-settings';
import { UploadSettings } from './upload-settings';

export interface FieldSettingsProps {
  path: string;
  field: FieldDraft;
  onChange: (field: FieldDraft) => void;
  relationTargets: RelationTarget[];
  readOnly: boolean;
  nested?: boolean;
  /** A group's sub-fields as a field list (passed in: the list holds this field, so importing it here would be a cycle). */
  subFieldList: (list: { path: string; fields: FieldDraft[]; onChange: (fields: FieldDraft[]) => void }) => ReactNode;
}

/** Everything one field declares, showing only what its type uses. */
export function FieldSettings({ path, field, onChange, relationTargets, readOnly, nested, subFieldList }: FieldSettingsProps) {
  const t = useTranslations('dashboard.module_builder.fields');
  const tTypes = useTranslations('dashboard.module_builder.types');
  const { bind, clear } = useBuilderErrors();
  const entry = fieldTypes[field.type];
  const facet = entry.definition;
  const bounds = boundsOf(field);
  const set = (patch: Partial<FieldDraft>, control?: string) => {
    if (control) clear(`${path}.${control}`);
    onChange({ ...field, ...patch });
  };
  const typeField = bind(`${path}.type`);

  return (
    <div className="space-y-5">
      <LocalizedInputs
        path={`${path}.label`}
        label={t('label')}
        values={field.label}
        maxLength={200}
        placeholder={() => field.label.en || undefined}
        onChange={(label) => {
          // The key follows the English label until someone types a key of their own.
          const follows = field.key === keyFromLabel(field.label.en);
          set({ label, ...(follows ? { key: keyFromLabel(label.en) } : {}) }, follows ? 'key' : undefined);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={bind(`${path}.key`)}
          label={t('key')}
          value={field.key}
          required
          maxLength={64}
          spellCheck={false}
          autoCapitalize="off"
          className="font-mono"
          hint={t('key_hint')}
          onValueChange={(key) => set({ key }, 'key')}
        />
        <div>
          <label htmlFor={typeField.id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('type')}</label>
          <Select
            id={typeField.id}
            value={field.type}
            aria-invalid={typeField.errors.length ? true : undefined}
            aria-describedby={typeField.errors.length ? typeField.errorId : undefined}
            onChange={(event) => {
              clear(`${path}.type`);
              onChange(retyped(field, event.target.value as FieldType));
            }}
          >
            {FIELD_TYPES.filter((type) => !nested || !fieldTypes[type].definition.subFields).map((type) => <option key={type} value={type}>{tTypes(type)}</option>)}
          </Select>
          <FieldError id={typeField.errorId} messages={typeField.errors} />
        </div>
      </div>

      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Check path={`${path}.required`} label={t('required')} checked={field.required} onChange={(required) => set({ required }, 'required')} />
      </div>

      <DefaultInput path={`${path}.default`} field={field} onChange={(value) => set({ default: value }, 'default')} />

      {bounds ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={bind(`${path}.min`)} label={t(`min_${bounds}`)} type="number" inputMode="decimal" value={field.min} onValueChange={(min) => set({ min }, 'min')} />
          <TextField field={bind(`${path}.max`)} label={t(`max_${bounds}`)} type="number" inputMode="decimal" value={field.max} onValueChange={(max) => set({ max }, 'max')} />
        </div>
      ) : null}

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('table')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Check path={`${path}.table.visible`} label={t('visible')} checked={field.table.visible} onChange={(visible) => set({ table: { ...field.table, visible } }, 'table.visible')} />
          <Check
            path={`${path}.table.sortable`}
            label={t('sortable')}
            checked={field.table.sortable && entry.sort !== 'none'}
            disabled={entry.sort === 'none'}
            hint={entry.sort === 'none' ? t('cannot_sort') : undefined}
            onChange={(sortable) => set({ table: { ...field.table, sortable } }, 'table.sortable')}
          />
          <Check
            path={`${path}.table.searchable`}
            label={t('searchable')}
            checked={field.table.searchable && entry.search !== 'none'}
            disabled={entry.search === 'none'}
            hint={entry.search === 'none' ? t('cannot_search') : undefined}
            onChange={(searchable) => set({ table: { ...field.table, searchable } }, 'table.searchable')}
          />
        </div>
      </fieldset>

      {facet.options ? (
        <OptionsEditor path={`${path}.options`} field={field} readOnly={readOnly} onChange={(options) => set({ options }, 'options')} />
      ) : null}
      {facet.upload ? (
        <UploadSettings path={`${path}.upload`} upload={field.upload} onChange={(upload) => set({ upload })} />
      ) : null}
      {facet.relation ? (
        <RelationSettings path={`${path}.relation`} relation={field.relation} targets={relationTargets} onChange={(relation) => set({ relation }, 'relation')} />
      ) : null}
      {facet.subFields ? (
        <fieldset className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-950/50">
          <legend className="sr-only">{t('sub_fields')}</legend>
          <p aria-hidden className="mb-3 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('sub_fields')}</p>
          <FieldError id={`${bind(`${path}.fields`).errorId}`} messages={bind(`${path}.fields`).errors} />
          {subFieldList({ path: `${path}.fields`, fields: field.fields, onChange: (fields) => set({ fields }, 'fields') })}
        </fieldset>
      ) : null}
    </div>
  );
}
