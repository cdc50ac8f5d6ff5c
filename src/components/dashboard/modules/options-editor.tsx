'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { definitionOf } from '@/shared/fields';
import { controlId, useBuilderErrors } from './builder-context';
import { LocalizedInputs } from './localized-inputs';
import { moved, newOption, type FieldDraft, type OptionDraft } from './module-draft';
import { SortableList } from './sortable-list';

export interface OptionsEditorProps {
  /** `fields.u1.options`; an option's controls are `{path}.{uid}.value` and `{path}.{uid}.label.{locale}`. */
  path: string;
  field: FieldDraft;
  onChange: (options: OptionDraft[]) => void;
  readOnly: boolean;
}

/** The choices of a selection, radio or checkbox field: value and label per locale, in order. */
export function OptionsEditor({ path, field, onChange, readOnly }: OptionsEditorProps) {
  const t = useTranslations('dashboard.module_builder.options');
  const { bind, clear } = useBuilderErrors();
  const { options } = field;
  const own = bind(path);
  const nameOf = (option: OptionDraft, index: number) => option.label.en || option.value || t('numbered', { number: index + 1 });
  const update = (uid: string, patch: Partial<OptionDraft>) => onChange(options.map((option) => (option.uid === uid ? { ...option, ...patch } : option)));

  function add() {
    const option = newOption();
    onChange([...options, option]);
    requestAnimationFrame(() => document.getElementById(controlId(`${path}.${option.uid}.value`))?.focus());
  }

  return (
    <fieldset className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-950/50">
      <legend className="sr-only">{t('title')}</legend>
      <p aria-hidden className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('title')}</p>
      <p className="mt-0.5 mb-3 text-xs text-slate-500 dark:text-slate-400">{definitionOf(field).options === 'optional' ? t('checkbox_hint') : t('hint')}</p>
      <FieldError id={own.errorId} messages={own.errors} />
      {options.length ? (
        <SortableList
          items={options}
          idOf={(option) => option.uid}
          nameOf={(option) => nameOf(option, options.indexOf(option))}
          handleLabel={(option) => t('move', { name: nameOf(option, options.indexOf(option)) })}
          disabled={readOnly}
          onMove={(from, to) => onChange(moved(options, from, to))}
          className="space-y-3"
        >
          {(option, index, handle) => (
            <div className="flex gap-2 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              {handle}
              <div className="grid min-w-0 flex-1 gap-3 lg:grid-cols-[12rem_1fr]">
                <TextField
                  field={bind(`${path}.${option.uid}.value`)}
                  label={t('value')}
                  value={option.value}
                  required
                  maxLength={200}
                  spellCheck={false}
                  className="font-mono"
                  onValueChange={(value) => {
                    clear(`${path}.${option.uid}.value`);
                    clear(path);
                    update(option.uid, { value });
                  }}
                />
                <LocalizedInputs
                  path={`${path}.${option.uid}.label`}
                  label={t('label')}
                  values={option.label}
                  maxLength={200}
                  placeholder={() => option.label.en || option.value || undefined}
                  onChange={(label) => update(option.uid, { label })}
                />
              </div>
              {readOnly ? null : (
                <button
                  type="button"
                  onClick={() => {
                    clear(path);
                    onChange(options.filter((candidate) => candidate.uid !== option.uid));
                  }}
                  aria-label={t('remove', { name: nameOf(option, index) })}
                  title={t('remove', { name: nameOf(option, index) })}
                  className="grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
                >
                  <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6 6 18" /></svg>
                </button>
              )}
            </div>
          )}
        </SortableList>
      ) : null}
      {readOnly ? null : <Button variant="outline" size="sm" className="mt-3" onClick={add}><span aria-hidden>+</span> {t('add')}</Button>}
    </fieldset>
  );
}
