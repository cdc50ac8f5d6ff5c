'use client';

import type { ReactNode } from 'react';
import { FieldError, Input, Select, Textarea } from '@/components/ui/field';
import { isMultipleChoice } from '@/shared/fields';
import type { FieldControlProps } from './control-types';

const AUTOCOMPLETE: Record<string, string> = { fullname: 'name', name: 'name', email: 'email', phone: 'tel' };

const idOf = (field: FieldControlProps['field']) => `field-${field.key}`;

function described(field: FieldControlProps['field'], errors: string[]) {
  const invalid = errors.length > 0;
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${idOf(field)}-error` : undefined };
}

function Label({ field }: Pick<FieldControlProps, 'field'>) {
  return (
    <>
      {field.label}
      {field.required ? <span aria-hidden className="ml-0.5 text-red-600">*</span> : null}
    </>
  );
}

/** Label above, messages below: the frame of every single control. */
function Labelled({ field, errors, children }: Pick<FieldControlProps, 'field' | 'errors'> & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={idOf(field)} className="mb-1.5 block text-sm font-medium text-slate-800"><Label field={field} /></label>
      {children}
      <FieldError id={`${idOf(field)}-error`} messages={errors} />
    </div>
  );
}

const common = ({ field, errors }: FieldControlProps) => ({ id: idOf(field), name: field.key, required: field.required, ...described(field, errors) });

/** An `<input>` of the given type (text, email, url, number, date, time). */
export function inputControl(type: string) {
  return function InputControl(props: FieldControlProps) {
    const { field, value, errors, onChange } = props;
    return (
      <Labelled field={field} errors={errors}>
        <Input {...common(props)} type={type} autoComplete={AUTOCOMPLETE[field.key]} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      </Labelled>
    );
  };
}

export function TextareaControl(props: FieldControlProps) {
  const { field, value, errors, onChange } = props;
  return (
    <Labelled field={field} errors={errors}>
      <Textarea {...common(props)} rows={5} value={String(value)} onChange={(event) => onChange(event.target.value)} />
    </Labelled>
  );
}

export function SelectControl(props: FieldControlProps) {
  const { field, value, errors, placeholder, onChange } = props;
  return (
    <Labelled field={field} errors={errors}>
      <Select {...common(props)} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </Labelled>
  );
}

/** Radio buttons (one option) or checkboxes (any number of options) in a fieldset. */
export function ChoiceGroupControl({ field, value, errors, onChange }: FieldControlProps) {
  const multiple = field.type === 'checkbox';
  const selected = Array.isArray(value) ? value : [String(value)];
  return (
    <fieldset {...described(field, errors)}>
      <legend className="text-sm font-medium text-slate-800"><Label field={field} /></legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {field.options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={field.key}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onChange(multiple
                ? (event.target.checked ? [...selected, option.value] : selected.filter((item) => item !== option.value))
                : option.value)}
              className="size-4 accent-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${idOf(field)}-error`} messages={errors} />
    </fieldset>
  );
}

/** One box: a switch, or a checkbox without options. */
export function ToggleControl({ field, value, errors, onChange }: FieldControlProps) {
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={idOf(field)}
          type="checkbox"
          role={field.type === 'switch' ? 'switch' : undefined}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-primary-600"
          {...described(field, errors)}
        />
        <Label field={field} />
      </label>
      <FieldError id={`${idOf(field)}-error`} messages={errors} />
    </div>
  );
}

export function CheckboxControl(props: FieldControlProps) {
  return isMultipleChoice(props.field) ? <ChoiceGroupControl {...props} /> : <ToggleControl {...props} />;
}
